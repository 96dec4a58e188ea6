// A zone's offsets through time, decoded lazily from the generated data: explicit transitions
// found by binary search, then the POSIX footer rule after the last one (as RFC 8536 says).
import { civilFromDays, SECONDS_PER_DAY } from './civil-date';
import { parsePosixTzRule, ruleTransitionsOfYear, type PosixTzRule, type RuleTransition } from './posix-tz-rule';
import { decodeTransitionSeconds, type BeforeStandardTimeAbbreviation, type ZoneRecord } from './zone-record-codec';

/**
 * A zone's first period, before it had standard time: the tz database's `LMT` (its reference city's
 * local mean time) or `-00` (no local time, offset 0), until `untilSeconds` (Unix seconds, exclusive).
 */
export interface BeforeStandardTime {
  abbreviation: BeforeStandardTimeAbbreviation;
  untilSeconds: number;
}

/** A zone's decoded transition table. */
export interface ZoneTable {
  /** Unix seconds of each explicit transition, ascending. */
  transitionSeconds: Float64Array;
  /** UTC offset in seconds from each transition on. */
  offsetSecondsAfter: Int32Array;
  /** 1 when the tz database flags the period from each transition as daylight saving time. */
  isDstAfter: Uint8Array;
  /** Offset before the first transition (usually local mean time). */
  initialOffsetSeconds: number;
  initialIsDst: boolean;
  /**
   * When the zone had no standard time yet; undefined for zones that always had one (`UTC`, `Etc/GMT+5`).
   * It can end at a transition that kept the offset (Paris LMT became Paris Mean Time in 1891) or span
   * offset changes (Alaska's LMT moved across the date line in 1867).
   */
  beforeStandardTime: BeforeStandardTime | undefined;
  /** Rule applied at and after the last explicit transition. */
  footer: PosixTzRule;
  /** The footer's transitions per year, computed on demand. */
  footerTransitionsByYear: Map<number, RuleTransition[]>;
}

/** One change of offset. */
export interface ZoneTransition {
  atSeconds: number;
  offsetSecondsBefore: number;
  offsetSecondsAfter: number;
  isDstAfter: boolean;
}

/** Decodes a generated record. */
export function decodeZoneRecord(record: ZoneRecord): ZoneTable {
  const [types, transitions, typeIndices, footer, beforeStandardTime] = record;
  const transitionSeconds = decodeTransitionSeconds(transitions);
  const offsetSecondsAfter = new Int32Array(transitionSeconds.length);
  const isDstAfter = new Uint8Array(transitionSeconds.length);
  for (let index = 0; index < transitionSeconds.length; index += 1) {
    const typeIndex = parseInt(typeIndices.charAt(index), 36);
    offsetSecondsAfter[index] = types[typeIndex * 2] ?? 0;
    isDstAfter[index] = types[typeIndex * 2 + 1] ?? 0;
  }
  return {
    transitionSeconds,
    offsetSecondsAfter,
    isDstAfter,
    initialOffsetSeconds: types[0] ?? 0,
    initialIsDst: types[1] === 1,
    beforeStandardTime:
      beforeStandardTime === undefined ? undefined : { abbreviation: beforeStandardTime[0], untilSeconds: beforeStandardTime[1] },
    footer: parsePosixTzRule(footer),
    footerTransitionsByYear: new Map(),
  };
}

/** Index of the last explicit transition at or before `atSeconds`, or -1. */
function lastTransitionIndexAtOrBefore(table: ZoneTable, atSeconds: number): number {
  const times = table.transitionSeconds;
  let low = 0;
  let high = times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? Infinity) <= atSeconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

function usesFooter(table: ZoneTable, atSeconds: number): boolean {
  const count = table.transitionSeconds.length;
  return count === 0 || atSeconds >= (table.transitionSeconds[count - 1] ?? Infinity);
}

function yearOfSeconds(atSeconds: number): number {
  return civilFromDays(Math.floor(atSeconds / SECONDS_PER_DAY)).year;
}

const FOOTER_YEAR_CACHE_LIMIT = 4096;

function footerTransitionsOfYear(table: ZoneTable, year: number): RuleTransition[] {
  let transitions = table.footerTransitionsByYear.get(year);
  if (transitions === undefined) {
    transitions = ruleTransitionsOfYear(table.footer, year);
    if (table.footerTransitionsByYear.size >= FOOTER_YEAR_CACHE_LIMIT) table.footerTransitionsByYear.clear();
    table.footerTransitionsByYear.set(year, transitions);
  }
  return transitions;
}

/** UTC offset (seconds) and DST flag under the footer rule at `atSeconds`. */
function footerState(table: ZoneTable, atSeconds: number): { offsetSeconds: number; isDst: boolean } {
  const rule = table.footer;
  if (rule.daylight === undefined) return { offsetSeconds: rule.standardOffsetSeconds, isDst: false };
  const year = yearOfSeconds(atSeconds);
  let latest = -Infinity;
  let offsetSeconds = rule.standardOffsetSeconds;
  let isDst = false;
  for (let each = year - 1; each <= year + 1; each += 1) {
    for (const transition of footerTransitionsOfYear(table, each)) {
      if (transition.atSeconds <= atSeconds && transition.atSeconds >= latest) {
        latest = transition.atSeconds;
        offsetSeconds = transition.offsetSeconds;
        isDst = transition.isDaylightSavingTime;
      }
    }
  }
  return { offsetSeconds, isDst };
}

/** UTC offset in seconds at a Unix-second instant (fractions allowed). */
export function offsetSecondsAt(table: ZoneTable, atSeconds: number): number {
  if (usesFooter(table, atSeconds)) return footerState(table, atSeconds).offsetSeconds;
  const index = lastTransitionIndexAtOrBefore(table, atSeconds);
  return index < 0 ? table.initialOffsetSeconds : (table.offsetSecondsAfter[index] ?? 0);
}

/** The tz database's DST flag at a Unix-second instant. */
export function isDstAt(table: ZoneTable, atSeconds: number): boolean {
  if (usesFooter(table, atSeconds)) return footerState(table, atSeconds).isDst;
  const index = lastTransitionIndexAtOrBefore(table, atSeconds);
  return index < 0 ? table.initialIsDst : table.isDstAfter[index] === 1;
}

/**
 * Every change of offset or DST flag with `fromSeconds < atSeconds <= toSeconds`, in time order,
 * explicit transitions first and then those of the footer rule.
 */
export function transitionsBetween(table: ZoneTable, fromSeconds: number, toSeconds: number): ZoneTransition[] {
  const found: ZoneTransition[] = [];
  const times = table.transitionSeconds;
  let index = lastTransitionIndexAtOrBefore(table, fromSeconds) + 1;
  let offsetBefore = index === 0 ? table.initialOffsetSeconds : (table.offsetSecondsAfter[index - 1] ?? 0);
  for (; index < times.length && (times[index] ?? Infinity) <= toSeconds; index += 1) {
    const offsetAfter = table.offsetSecondsAfter[index] ?? 0;
    found.push({
      atSeconds: times[index] ?? 0,
      offsetSecondsBefore: offsetBefore,
      offsetSecondsAfter: offsetAfter,
      isDstAfter: table.isDstAfter[index] === 1,
    });
    offsetBefore = offsetAfter;
  }
  const footer = table.footer;
  if (footer.daylight === undefined) return found;
  const footerFrom = Math.max(fromSeconds, times.length === 0 ? -Infinity : (times[times.length - 1] ?? 0));
  if (footerFrom >= toSeconds) return found;
  const lastYear = yearOfSeconds(toSeconds) + 1;
  for (let year = Number.isFinite(footerFrom) ? yearOfSeconds(footerFrom) - 1 : lastYear - 2; year <= lastYear; year += 1) {
    for (const transition of footerTransitionsOfYear(table, year)) {
      if (transition.atSeconds <= footerFrom || transition.atSeconds > toSeconds) continue;
      const before = footerState(table, transition.atSeconds - 1).offsetSeconds;
      found.push({
        atSeconds: transition.atSeconds,
        offsetSecondsBefore: before,
        offsetSecondsAfter: transition.offsetSeconds,
        isDstAfter: transition.isDaylightSavingTime,
      });
    }
  }
  return found;
}
