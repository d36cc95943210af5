/** A call refused with "not yet" (SHIPMENT_CODE_UPDATING) retries by itself (src/generators/useRetryAfter.ts). */
export const retry = {
  in: 'Thử lại sau %{duration}',
  now: 'Đang thử lại',
};
