import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from './useFormat';

/** The current time, renewed every second while the component is on screen. */
const useNow = () => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
};

/**
 * The time left until a deadline, counting down live (`1 ngày 02:03:04`), and the deadline itself;
 * once past, the overdue message. `dueKey` takes `%{duration}` and `%{deadline}`, `overdueKey`
 * `%{deadline}`. A timer role lets a screen reader announce it only when asked, not every second.
 */
export const Countdown = ({
  deadline,
  dueKey,
  overdueKey,
}: {
  deadline: Date;
  dueKey: string;
  overdueKey: string;
}) => {
  const translate = useTranslate();
  const format = useFormat();
  const now = useNow();
  const left = Math.floor((deadline.getTime() - now) / 1000);
  const due = format.dateTime(deadline);
  return (
    <span role="timer" style={{ whiteSpace: 'nowrap' }}>
      {left > 0
        ? translate(dueKey, { duration: format.duration(left), deadline: due })
        : translate(overdueKey, { deadline: due })}
    </span>
  );
};
