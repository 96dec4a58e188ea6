// A duration in words for alert descriptions: hours under two days, days under two months, months beyond.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `about 9 hours`, `about 5.7 days`, `about 4 months`. */
export function durationPhrase(milliseconds: number): string {
  if (milliseconds < 2 * DAY) {
    const hours = Math.max(1, Math.round(milliseconds / HOUR));
    return `about ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  }
  if (milliseconds < 60 * DAY) {
    const days = Math.round((milliseconds / DAY) * 10) / 10;
    return `about ${days} days`;
  }
  return `about ${Math.round(milliseconds / (30.44 * DAY))} months`;
}
