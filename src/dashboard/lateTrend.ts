import type { LateReportCount } from '../../contract/reports';

/**
 * Of a report's orders late now, how many already were late on `day` (their late day on or before
 * it; one whose clock never started counts as late all along). Only the orders late now are known:
 * an order that was late and has been put right since is not in the counts.
 */
export const alreadyLate = (byLateDay: LateReportCount['byLateDay'], day: string) =>
  byLateDay
    .filter(({ lateDay }) => lateDay === null || lateDay <= day)
    .reduce((total, { count }) => total + count, 0);
