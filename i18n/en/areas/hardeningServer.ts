/** Messages of the server's own guards (malformed input, sign-in throttle, busy exports, bounds of kept list settings), under `kago.hardeningServer`. */
export const hardeningServer = {
  controlCharacters: '%{field} must not contain control characters',
  outOfRange: 'A number in the request is outside the allowed range.',
  invalidText: 'The request contains characters or values that are not allowed.',
  loginThrottled: 'Too many failed sign-in attempts. Try again in %{minutes} minute(s).',
  exportBusy: 'Other exports are being prepared. Try again shortly.',
  preferenceTooLarge: 'This list setting is too large to keep (at most %{max} kB).',
  tooManyPreferences: 'Too many list settings are kept (at most %{max}). Reset some lists first.',
  multipartInvalid: 'The form could not be read: it is incomplete or malformed. Send it again.',
  multipartTooLarge: 'The form carries too many fields or files, or a file that is too large.',
  invalidUtf8: 'The request is not valid UTF-8 text.',
};
