// The POSIX TZ string that ends a TZif v2+ file ("EST5EDT,M3.2.0,M11.1.0"), which the tz
// database uses for every instant after a zone's last explicit transition. Parsed here,
// including the RFC 8536 extension that allows transition hours from -167 to 167.
import { daysFromCivil, isLeapYear, SECONDS_PER_DAY, weekdayFromDays } from './civil-date';
import { EphemerisError } from '../errors';

/** A day of the year on which a daylight-saving period starts or ends. */
export type PosixDateRule =
  /** `Jn`: day 1–365, February 29 never counted. */
  | { kind: 'julian-without-leap-day'; day: number }
  /** `n`: day 0–365, February 29 counted in leap years. */
  | { kind: 'zero-based-day'; day: number }
  /** `Mm.w.d`: weekday `weekday` (0 = Sunday) of week `week` (1–4, 5 = last) of `month`. */
  | { kind: 'month-week-weekday'; month: number; week: number; weekday: number };

/** The rule of a POSIX TZ string, offsets east of Greenwich in seconds (the string itself counts west). */
export interface PosixTzRule {
  standardOffsetSeconds: number;
  daylight?: {
    offsetSeconds: number;
    start: PosixDateRule;
    /** Local (standard) time of the start, seconds after midnight; may be negative or over a day. */
    startTimeSeconds: number;
    end: PosixDateRule;
    /** Local (daylight) time of the end, seconds after midnight. */
    endTimeSeconds: number;
  };
}

/** One change of offset produced by a rule. */
export interface RuleTransition {
  /** Unix seconds at which the new offset starts. */
  atSeconds: number;
  offsetSeconds: number;
  isDaylightSavingTime: boolean;
}

const DEFAULT_TRANSITION_TIME_SECONDS = 2 * 3600;

function malformed(text: string): EphemerisError {
  return new EphemerisError('invalid_argument', `Malformed POSIX TZ string: ${JSON.stringify(text)}`, {
    details: { posixTz: text },
  });
}

/** Parses a POSIX TZ string as written in TZif footers. Throws `invalid_argument` when malformed. */
export function parsePosixTzRule(text: string): PosixTzRule {
  let position = 0;
  const rest = () => text.slice(position);
  const take = (pattern: RegExp): RegExpExecArray | undefined => {
    const match = pattern.exec(rest());
    if (match === null) return undefined;
    position += match[0].length;
    return match;
  };
  const name = () => take(/^(<[A-Za-z0-9+-]+>|[A-Za-z]{3,})/);
  const time = (): number | undefined => {
    const match = take(/^([+-])?(\d{1,3})(?::(\d{2}))?(?::(\d{2}))?/);
    if (match === undefined) return undefined;
    const seconds = Number(match[2]) * 3600 + Number(match[3] ?? 0) * 60 + Number(match[4] ?? 0);
    return match[1] === '-' ? -seconds : seconds;
  };
  const date = (): PosixDateRule => {
    const monthRule = take(/^M(\d{1,2})\.(\d)\.(\d)/);
    if (monthRule !== undefined) {
      return { kind: 'month-week-weekday', month: Number(monthRule[1]), week: Number(monthRule[2]), weekday: Number(monthRule[3]) };
    }
    const julian = take(/^J(\d{1,3})/);
    if (julian !== undefined) return { kind: 'julian-without-leap-day', day: Number(julian[1]) };
    const zeroBased = take(/^(\d{1,3})/);
    if (zeroBased !== undefined) return { kind: 'zero-based-day', day: Number(zeroBased[1]) };
    throw malformed(text);
  };
  const dateAndTime = (): [PosixDateRule, number] => {
    const day = date();
    if (take(/^\//) === undefined) return [day, DEFAULT_TRANSITION_TIME_SECONDS];
    const seconds = time();
    if (seconds === undefined) throw malformed(text);
    return [day, seconds];
  };

  if (name() === undefined) throw malformed(text);
  const standardWest = time();
  if (standardWest === undefined) throw malformed(text);
  const standardOffsetSeconds = 0 - standardWest;
  if (position === text.length) return { standardOffsetSeconds };
  if (name() === undefined) throw malformed(text);
  const daylightWest = time();
  const offsetSeconds = daylightWest === undefined ? standardOffsetSeconds + 3600 : 0 - daylightWest;
  if (take(/^,/) === undefined) throw malformed(text);
  const [start, startTimeSeconds] = dateAndTime();
  if (take(/^,/) === undefined) throw malformed(text);
  const [end, endTimeSeconds] = dateAndTime();
  if (position !== text.length) throw malformed(text);
  return { standardOffsetSeconds, daylight: { offsetSeconds, start, startTimeSeconds, end, endTimeSeconds } };
}

/** Day number (days since 1970-01-01) on which a date rule falls in `year`. */
export function dayOfRule(rule: PosixDateRule, year: number): number {
  const januaryFirst = daysFromCivil(year, 1, 1);
  switch (rule.kind) {
    case 'julian-without-leap-day':
      return januaryFirst + rule.day - 1 + (isLeapYear(year) && rule.day >= 60 ? 1 : 0);
    case 'zero-based-day':
      return januaryFirst + rule.day;
    case 'month-week-weekday': {
      const firstOfMonth = daysFromCivil(year, rule.month, 1);
      const firstMatching = firstOfMonth + ((rule.weekday - weekdayFromDays(firstOfMonth) + 7) % 7);
      let day = firstMatching + (rule.week - 1) * 7;
      const firstOfNextMonth = rule.month === 12 ? daysFromCivil(year + 1, 1, 1) : daysFromCivil(year, rule.month + 1, 1);
      while (day >= firstOfNextMonth) day -= 7;
      return day;
    }
  }
}

/**
 * The two transitions of `year` under a rule with daylight saving time, in time order
 * (southern-hemisphere rules end before they start). Empty for a rule without daylight time.
 */
export function ruleTransitionsOfYear(rule: PosixTzRule, year: number): RuleTransition[] {
  const daylight = rule.daylight;
  if (daylight === undefined) return [];
  const startSeconds =
    dayOfRule(daylight.start, year) * SECONDS_PER_DAY + daylight.startTimeSeconds - rule.standardOffsetSeconds;
  const endSeconds = dayOfRule(daylight.end, year) * SECONDS_PER_DAY + daylight.endTimeSeconds - daylight.offsetSeconds;
  const start: RuleTransition = { atSeconds: startSeconds, offsetSeconds: daylight.offsetSeconds, isDaylightSavingTime: true };
  const end: RuleTransition = { atSeconds: endSeconds, offsetSeconds: rule.standardOffsetSeconds, isDaylightSavingTime: false };
  return startSeconds <= endSeconds ? [start, end] : [end, start];
}
