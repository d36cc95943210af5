/** Messages of the server's own guards (malformed input, sign-in throttle, busy exports), under `kago.hardeningServer`. */
export const hardeningServer = {
  controlCharacters: '%{field} must not contain control characters',
  outOfRange: 'A number in the request is outside the allowed range.',
  invalidText: 'The request contains characters or values that are not allowed.',
  loginThrottled: 'Too many failed sign-in attempts. Try again in %{minutes} minute(s).',
  exportBusy: 'Other exports are being prepared. Try again shortly.',
};
