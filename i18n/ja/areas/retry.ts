/** A call refused with "not yet" (SHIPMENT_CODE_UPDATING) retries by itself (src/generators/useRetryAfter.ts). */
export const retry = {
  in: '%{duration} 後に再試行します',
  now: '再試行しています',
};
