// GET /planetary-forecast: every body's position at local noon of each day of a range of local days (at most 31),
// the gate changes inside the range, and a summary (changes per body, the Sun's gates, stations).
import { recordOfEventBodies } from './calendar-bodies';
import { CalendarError } from './errors';
import { bodyActivationAt, DEFAULT_STATION_BODIES, EVENT_BODIES, gateCrossings, stations, type EventBody } from './events';
import { epochDayOfDate, localDays, windowOfDays } from './local-days';
import { activationsAt, planetDayPositions, type PlanetDayPosition } from './planet-day-position';
import { stationEntry, type StationEntry } from './station-entry';
import { transitionEntry, type TransitionEntry } from './transition-entry';

/** The longest forecast, in local days (both ends included). */
export const MAX_FORECAST_DAYS = 31;

/** Input of {@link planetaryForecast}: local dates `YYYY-MM-DD`, both included, and an IANA zone. */
export interface PlanetaryForecastInput {
  startDate: string;
  endDate: string;
  timezone: string;
}

/** One day of the forecast: every body at local noon. */
export interface ForecastDay {
  Date: string;
  Planets: Record<EventBody, PlanetDayPosition>;
}

/** Response of GET /planetary-forecast. */
export interface PlanetaryForecast {
  Timezone: string;
  StartDate: string;
  EndDate: string;
  Days: ForecastDay[];
  /** Gate changes (not line changes) from the start of the first local day to the start of the day after the last. */
  GateTransitions: TransitionEntry[];
  Summary: {
    /** Gate changes per body over the range (0 for a body that stays in its gate). */
    TransitionCounts: Record<EventBody, number>;
    /** The Sun's gates over the range, in order: its gate when the range starts, then each gate it enters. */
    SunGates: number[];
    /** Stations of Mercury to Pluto and Chiron inside the range. */
    Stations: StationEntry[];
  };
}

/**
 * The planetary forecast of the local days `startDate`..`endDate` (both included) in `timezone`.
 * Throws `CalendarError` `invalid_argument` when a date does not exist, when the end is before the start or when the
 * range is longer than {@link MAX_FORECAST_DAYS} days; ephemeris errors (`invalid_timezone`, `date_out_of_range`)
 * pass through.
 *
 * @example planetaryForecast({ startDate: '2024-03-01', endDate: '2024-03-31', timezone: 'Europe/Berlin' }).Days.length // 31
 */
export function planetaryForecast(input: PlanetaryForecastInput): PlanetaryForecast {
  const { startDate, endDate, timezone } = input;
  const dayCount = epochDayOfDate(endDate, 'endDate') - epochDayOfDate(startDate, 'startDate') + 1;
  if (dayCount < 1) {
    throw new CalendarError('invalid_argument', `endDate ${endDate} is before startDate ${startDate}`, {
      details: { field: 'endDate', startDate, endDate },
    });
  }
  if (dayCount > MAX_FORECAST_DAYS) {
    throw new CalendarError(
      'invalid_argument',
      `a forecast covers at most ${MAX_FORECAST_DAYS} days; ${startDate} to ${endDate} is ${dayCount} days`,
      { details: { field: 'endDate', startDate, endDate, days: dayCount, maximumDays: MAX_FORECAST_DAYS } },
    );
  }
  const days = localDays(startDate, dayCount, timezone);
  const window = windowOfDays(days);
  const crossings = gateCrossings(window, { bodies: EVENT_BODIES, lines: false });
  const turns = stations(window, { bodies: DEFAULT_STATION_BODIES });

  const transitionCounts = recordOfEventBodies(() => 0);
  for (const crossing of crossings) transitionCounts[crossing.body] += 1;
  const sunGates = [bodyActivationAt('Sun', window.start).gate];
  for (const crossing of crossings) {
    if (crossing.body === 'Sun' && sunGates[sunGates.length - 1] !== crossing.toGate) sunGates.push(crossing.toGate);
  }

  return {
    Timezone: timezone,
    StartDate: startDate,
    EndDate: endDate,
    Days: days.map((day) => ({ Date: day.date, Planets: planetDayPositions(activationsAt(day.noon)) })),
    GateTransitions: crossings.map((crossing) => transitionEntry(crossing, timezone)),
    Summary: {
      TransitionCounts: transitionCounts,
      SunGates: sunGates,
      Stations: turns.map((station) => stationEntry(station, timezone)),
    },
  };
}
