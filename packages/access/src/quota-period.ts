/** The UTC calendar month of `instant`, as `YYYY-MM`. */
export function quotaMonthOf(instant: Date): string {
  return instant.toISOString().slice(0, 7);
}

/** First instant (00:00:00.000 UTC on day 1) of the UTC month after `instant`: when the quota resets. */
export function quotaResetAt(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}

/** True when `month` is a `YYYY-MM` string. */
export function isQuotaMonth(month: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
}
