// GET /gate-calendar: one local month, day by day: every body at local noon, the gates and channels the transiting
// bodies activate then, the gate changes of the day; and a summary of the month (most active gates, the number of
// gate changes, the dates that stand out: Sun gate changes, New and Full Moons, stations).
import { getGate } from '@mandala/reference-library';
import { ACTIVATING_EVENT_BODIES } from './calendar-bodies';
import { channelsCompletedBy } from './channel-partners';
import { DEFAULT_STATION_BODIES, EVENT_BODIES, gateCrossings, moonPhases, stations, type EventBody } from './events';
import { stampInstant } from './instant-stamp';
import { dayIndexOf, localDaysOfMonth, windowOfDays, type LocalDay } from './local-days';
import { activationsAt, planetDayPositions, type PlanetDayPosition } from './planet-day-position';
import { transitionEntry, type TransitionEntry } from './transition-entry';

/** How many gates {@link GateCalendar} `Summary.MostActiveGates` lists. */
export const MOST_ACTIVE_GATE_COUNT = 10;

/** Input of {@link gateCalendar}. */
export interface GateCalendarInput {
  year: number;
  /** 1–12. */
  month: number;
  timezone: string;
}

/** One local day of the gate calendar. */
export interface GateCalendarDay {
  /** `YYYY-MM-DD`. */
  Date: string;
  /** Every body at local noon. */
  Planets: Record<EventBody, PlanetDayPosition>;
  /** Gates the 13 activating bodies (all but Chiron) stand in at local noon, ascending. */
  ActiveGates: number[];
  /** Channels whose two gates are both in `ActiveGates`. */
  ActiveChannels: { Id: string; Name: string }[];
  /** Gate changes of any body during this local day, in time order. */
  GateChanges: TransitionEntry[];
}

/** A date that stands out in the month. */
export interface SignificantDate {
  /** Local date `YYYY-MM-DD` of the event. */
  Date: string;
  Utc: string;
  Local: string;
  /** What happens, in words: `Sun enters gate 25 (Innocence)`, `Full Moon in gate 59 line 2 (Virgo)`. */
  Reason: string;
}

/** Response of GET /gate-calendar. */
export interface GateCalendar {
  Year: number;
  Month: number;
  Timezone: string;
  Days: GateCalendarDay[];
  Summary: {
    /** The gates active on most days (at local noon), most days first, then by gate number; at most 10. */
    MostActiveGates: { Gate: number; Days: number }[];
    /** Gate changes of all bodies during the month (the sum of the days' `GateChanges`). */
    TotalGateChanges: number;
    /** Sun gate changes, New and Full Moons, stations of Mercury to Pluto and Chiron, in time order. */
    SignificantDates: SignificantDate[];
  };
}

/**
 * The gate calendar of `month` (1–12) of `year` in the local days of `timezone`.
 * Throws `CalendarError` `invalid_argument` for a month outside 1..12; ephemeris errors pass through.
 *
 * @example gateCalendar({ year: 2024, month: 3, timezone: 'Europe/Berlin' }).Days.length // 31
 */
export function gateCalendar(input: GateCalendarInput): GateCalendar {
  const { year, month, timezone } = input;
  const days = localDaysOfMonth(year, month, timezone);
  const window = windowOfDays(days);
  const crossings = gateCrossings(window, { bodies: EVENT_BODIES, lines: false });

  const changesByDay: TransitionEntry[][] = days.map(() => []);
  for (const crossing of crossings) {
    const entry = transitionEntry(crossing, timezone);
    changesByDay[dayIndexByLocalDate(days, entry.Local, crossing.instant)]?.push(entry);
  }

  const activeDayCounts = new Uint16Array(65);
  const calendarDays = days.map((day, index): GateCalendarDay => {
    const activations = activationsAt(day.noon);
    const activeGates = new Set<number>();
    for (const activation of activations) {
      if (ACTIVATING_EVENT_BODIES.includes(activation.body)) activeGates.add(activation.gate);
    }
    const sortedGates = [...activeGates].sort((a, b) => a - b);
    for (const gate of sortedGates) activeDayCounts[gate]! += 1;
    return {
      Date: day.date,
      Planets: planetDayPositions(activations),
      ActiveGates: sortedGates,
      ActiveChannels: channelsCompletedBy(sortedGates),
      GateChanges: changesByDay[index] ?? [],
    };
  });

  const mostActiveGates: { Gate: number; Days: number }[] = [];
  activeDayCounts.forEach((count, gate) => {
    if (count > 0) mostActiveGates.push({ Gate: gate, Days: count });
  });
  mostActiveGates.sort((a, b) => b.Days - a.Days || a.Gate - b.Gate);

  return {
    Year: year,
    Month: month,
    Timezone: timezone,
    Days: calendarDays,
    Summary: {
      MostActiveGates: mostActiveGates.slice(0, MOST_ACTIVE_GATE_COUNT),
      TotalGateChanges: crossings.length,
      SignificantDates: significantDates(days, window, crossings, timezone),
    },
  };
}

function significantDates(
  days: readonly LocalDay[],
  window: { start: Date; end: Date },
  crossings: ReturnType<typeof gateCrossings>,
  timezone: string,
): SignificantDate[] {
  const events: { instant: Date; reason: string }[] = [];
  for (const crossing of crossings) {
    if (crossing.body !== 'Sun') continue;
    events.push({
      instant: crossing.instant,
      reason: `Sun moves from gate ${crossing.fromGate} into gate ${crossing.toGate} (${getGate(crossing.toGate).name})`,
    });
  }
  for (const phase of moonPhases(window)) {
    if (phase.phase !== 'New Moon' && phase.phase !== 'Full Moon') continue;
    events.push({
      instant: phase.instant,
      reason: `${phase.phase} in gate ${phase.gate} line ${phase.line} (${phase.zodiacSign})`,
    });
  }
  for (const station of stations(window, { bodies: DEFAULT_STATION_BODIES })) {
    events.push({
      instant: station.instant,
      reason: `${station.body} stations ${station.kind} in gate ${station.gate} line ${station.line}`,
    });
  }
  events.sort((a, b) => a.instant.getTime() - b.instant.getTime());
  return events.map(({ instant, reason }) => {
    const stamp = stampInstant(instant, timezone);
    const index = dayIndexByLocalDate(days, stamp.Local, instant);
    return { Date: days[index]?.date ?? stamp.Local.slice(0, 10), ...stamp, Reason: reason };
  });
}

/**
 * The day an event is listed under: the day of its written (rounded) local time, so `Local` and the day agree even
 * half a second before midnight; the day containing the exact instant when the rounding leaves the month.
 */
function dayIndexByLocalDate(days: readonly LocalDay[], local: string, instant: Date): number {
  const date = local.slice(0, 10);
  const index = dayIndexOf(days, instant);
  if (days[index]?.date === date) return index;
  const byDate = days.findIndex((day) => day.date === date);
  return byDate >= 0 ? byDate : index;
}
