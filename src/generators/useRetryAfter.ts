import { useCallback, useEffect, useRef, useState } from 'react';
import { retryAfterSeconds } from '../../contract/errorCodes';

/** The first detail error code a refused call names (dataProvider/errors.ts `ApiErrorBody.code`). */
const codeOf = (error: unknown) => {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return typeof body?.code === 'string' ? body.code : null;
};

/** How long a refusal says to wait before the same call is made again, or undefined: none. */
export const retryWait = (error: unknown) => {
  const code = codeOf(error);
  return code ? retryAfterSeconds[code as keyof typeof retryAfterSeconds] : undefined;
};

/**
 * A call refused with a "not yet" code (`retryAfterSeconds`: SHIPMENT_CODE_UPDATING) is made again
 * by itself once its wait is over; `deadline` is when, for a countdown, or null. One retry waits at
 * a time; leaving the screen drops it.
 */
export const useRetryAfter = () => {
  const [deadline, setDeadline] = useState<Date | null>(null);
  const again = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!deadline) return;
    const timer = window.setTimeout(() => {
      setDeadline(null);
      again.current?.();
    }, deadline.getTime() - Date.now());
    return () => window.clearTimeout(timer);
  }, [deadline]);
  const schedule = useCallback((error: unknown, call: () => void) => {
    const seconds = retryWait(error);
    if (seconds === undefined) return;
    again.current = call;
    setDeadline(new Date(Date.now() + seconds * 1000));
  }, []);
  return { deadline, schedule };
};
