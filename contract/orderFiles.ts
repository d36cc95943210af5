/** The tracking import's answer (call catalogue 7.2, `ImportTracking`), as the server reports it. */

/** One row of an import, as the server reports it. */
export interface TrackingImportRow {
  /** The row's number in the sheet, as Excel shows it. */
  row: number;
  code: string;
  tracking: string;
  ok: boolean;
  /** The seed's code (`TRACKING_NOT_ALLOW_NULL`, `TRACKING_EXIST`, `TRACKING_NOT_EXIST`), if any. */
  errorCode?: string;
  /** Why the row was refused, in the request's language. */
  message?: string;
}

export interface TrackingImportResult {
  applied: number;
  failed: number;
  rows: TrackingImportRow[];
}
