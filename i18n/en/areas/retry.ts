/** A call refused with "not yet" (SHIPMENT_CODE_UPDATING) retries by itself (src/generators/useRetryAfter.ts). */
export const retry = {
  in: 'Retrying in %{duration}',
  now: 'Retrying now',
};
