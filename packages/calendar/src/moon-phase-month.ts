// GET /moon-phases: one local month of the Moon: its four principal phases with their gates, its gate, line, sign,
// phase and illumination at local noon of each day, and a summary (the next New and Full Moon from the month's
// start, the Moon's gate changes during the month).
import { EphemerisError } from '@mandala/ephemeris';
import { LAST_SEARCHABLE_MILLISECONDS } from './ephemeris-range';
import { bodyActivationAt, gateCrossings, moonIllumination, moonPhases, type MoonPhaseEvent, type MoonPhaseName } from './events';
import { stampInstant } from './instant-stamp';
import { localDaysOfMonth, windowOfDays } from './local-days';

/** A New Moon or Full Moon as the summary lists it. */
export interface MoonPhaseMoment {
  Utc: string;
  Local: string;
  Gate: number;
  Line: number;
  ZodiacSign: string;
}

/** One of the four principal phases, with where the Moon stands. */
export interface MoonPhaseEntry extends MoonPhaseMoment {
  Phase: MoonPhaseName;
}

/** The Moon at local noon of one day. */
export interface MoonDay {
  /** `YYYY-MM-DD`. */
  Date: string;
  Gate: number;
  Line: number;
  ZodiacSign: string;
  /** One of the eight phase names (`Waxing Crescent`, `Full Moon`, ...). */
  PhaseName: string;
  /** Illuminated part of the disc in percent, one decimal. */
  IlluminationPercent: number;
}

/** Input of {@link moonPhaseMonth}. */
export interface MoonPhaseMonthInput {
  year: number;
  /** 1–12. */
  month: number;
  timezone: string;
}

/** Response of GET /moon-phases. */
export interface MoonPhaseMonth {
  Year: number;
  Month: number;
  Timezone: string;
  /** The principal phases whose instant falls in the month, in time order. */
  Phases: MoonPhaseEntry[];
  Days: MoonDay[];
  Summary: {
    /** The first New Moon after the month's first local day starts (in the month or after it). */
    NextNewMoon: MoonPhaseMoment;
    /** The first Full Moon after the month's first local day starts (in the month or after it). */
    NextFullMoon: MoonPhaseMoment;
    /** How many times the Moon changes gate during the month. */
    MoonGateChanges: number;
  };
}

/** A little more than a synodic month (29.53 days): a window this long holds every phase at least once. */
const PHASE_SEARCH_MILLISECONDS = 32 * 86_400_000;

/**
 * The Moon over `month` (1–12) of `year` in the local days of `timezone`.
 * Throws `CalendarError` `invalid_argument` for a month outside 1..12; ephemeris errors pass through
 * (`date_out_of_range` also when the next New or Full Moon lies past 2200-01-01).
 *
 * @example moonPhaseMonth({ year: 2024, month: 3, timezone: 'UTC' }).Phases[1] // New Moon, Utc 2024-03-10T09:00:26Z
 */
export function moonPhaseMonth(input: MoonPhaseMonthInput): MoonPhaseMonth {
  const { year, month, timezone } = input;
  const days = localDaysOfMonth(year, month, timezone);
  const window = windowOfDays(days);
  const searchEnd = new Date(
    Math.max(window.end.getTime(), Math.min(window.start.getTime() + PHASE_SEARCH_MILLISECONDS, LAST_SEARCHABLE_MILLISECONDS)),
  );
  const phases = moonPhases({ start: window.start, end: searchEnd });
  const inMonth = phases.filter((phase) => phase.instant.getTime() < window.end.getTime());
  const nextNew = phases.find((phase) => phase.phase === 'New Moon');
  const nextFull = phases.find((phase) => phase.phase === 'Full Moon');
  if (nextNew === undefined || nextFull === undefined) {
    // Only at the very end of the ephemeris's range, where the next phase lies past 2200-01-01.
    throw new EphemerisError('date_out_of_range', 'the next New or Full Moon lies beyond 2200-01-01, the end of the supported range', {
      details: { year, month },
    });
  }

  return {
    Year: year,
    Month: month,
    Timezone: timezone,
    Phases: inMonth.map((phase) => ({ Phase: phase.phase, ...phaseMoment(phase, timezone) })),
    Days: days.map((day): MoonDay => {
      const moon = bodyActivationAt('Moon', day.noon);
      const illumination = moonIllumination(day.noon);
      return {
        Date: day.date,
        Gate: moon.gate,
        Line: moon.line,
        ZodiacSign: moon.zodiacSign,
        PhaseName: illumination.phaseName,
        IlluminationPercent: Math.round(illumination.illuminatedFraction * 1000) / 10,
      };
    }),
    Summary: {
      NextNewMoon: phaseMoment(nextNew, timezone),
      NextFullMoon: phaseMoment(nextFull, timezone),
      MoonGateChanges: gateCrossings(window, { bodies: ['Moon'], lines: false }).length,
    },
  };
}

function phaseMoment(phase: MoonPhaseEvent, timezone: string): MoonPhaseMoment {
  return { ...stampInstant(phase.instant, timezone), Gate: phase.gate, Line: phase.line, ZodiacSign: phase.zodiacSign };
}
