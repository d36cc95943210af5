import { useLocaleState, useTranslate } from 'react-admin';

/** Whether a failure is the user's own cancel (an aborted request), which is no error to show. */
export const isAbort = (error: unknown) =>
  // A DOMException is not an Error everywhere (jsdom), so by its name.
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A byte count as people read it, in the user's language: "1.4 MB", "512 kB", "1,4 MB"... */
export const formatBytes = (bytes: number, locale: string) => {
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
};

export const useFormatBytes = () => {
  const [locale] = useLocaleState();
  return (bytes: number) => formatBytes(bytes, locale);
};

/**
 * The words of a failed call: the data provider's `HttpError` carries a message key (a known error
 * code's, a status's) or the server's own words, which translate leaves as they are.
 */
export const useErrorText = () => {
  const translate = useTranslate();
  return (error: unknown) => {
    const message = error instanceof Error && error.message ? error.message : 'common.notify.error';
    return translate(message, { _: message });
  };
};
