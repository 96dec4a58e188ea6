// How the birth-time range writes an instant: local wall time with the UTC offset in force, so that a time a
// fall-back fold repeats is still one instant (`2024-11-03T01:30:00.000-04:00` and `…-05:00`).
import { localDateTimeParts } from '@mandala/ephemeris';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** `+HH:MM`, or `+HH:MM:SS` for an offset with seconds (local mean time: Amsterdam 1935 is `+00:19:32`). */
export function formatOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? '-' : '+';
  const size = Math.abs(offsetSeconds);
  const seconds = size % 60;
  return `${sign}${pad(Math.floor(size / 3600))}:${pad(Math.floor(size / 60) % 60)}${seconds === 0 ? '' : `:${pad(seconds)}`}`;
}

/** `YYYY-MM-DDTHH:MM:SS.sss±HH:MM`: the wall time of `milliseconds` (since 1970) in `timezone` and its offset. */
export function offsetDateTime(milliseconds: number, timezone: string): string {
  const parts = localDateTimeParts(new Date(milliseconds), timezone);
  return (
    `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}` +
    `T${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}.${pad(parts.millisecond, 3)}${formatOffset(parts.offsetSeconds)}`
  );
}

/** `YYYY-MM-DDTHH:MM:SS` of a wall-clock reading given as seconds since 1970-01-01T00:00 read as UTC. */
export function formatWallSeconds(wallSeconds: number): string {
  return new Date(wallSeconds * 1000).toISOString().slice(0, 19);
}
