/** The UTC calendar month of `instant`, as `YYYY-MM`. */
export function quotaMonthOf(instant: Date): string {
  const year = instant.getUTCFullYear();
  // Runs on every metered call: built from the fields, except outside years 1000–9999 where toISOString pads.
  if (year < 1000 || year > 9999) return instant.toISOString().slice(0, 7);
  const month = instant.getUTCMonth() + 1;
  return `${year}-${month < 10 ? '0' : ''}${month}`;
}

/** First instant (00:00:00.000 UTC on day 1) of the UTC month after `instant`: when the quota resets. */
export function quotaResetAt(instant: Date): Date {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth() + 1, 1));
}

/** True when `month` is a `YYYY-MM` string. */
export function isQuotaMonth(month: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
}
