import { inject } from 'vitest';

/**
 * The seed's dates as the test snapshot has them: the seed's calendar ends on the day the run
 * seeded it (server/seed/orders.ts, `calendarEndOf`), so tests name their dates relative to that
 * end instead of writing calendar days down.
 */

const dayMs = 24 * 60 * 60 * 1000;

/** The end of the snapshot's calendar: the UTC midnight that starts the day it was seeded. */
export const seedCalendarEnd = () => inject('seedCalendarEnd');

/** `YYYY-MM-DD` of the UTC day `days` before the calendar's end (1 = the last seeded day). */
export const seedDay = (daysBeforeEnd: number) =>
  new Date(seedCalendarEnd() - daysBeforeEnd * dayMs).toISOString().slice(0, 10);

/** The UTC midnight that starts `day`, as PostgreSQL reads a timestamp. */
export const startOf = (day: string) => `${day}T00:00:00Z`;

/** The day after `day`. */
export const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
