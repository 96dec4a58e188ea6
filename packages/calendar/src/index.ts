// The event finder (src/events/): exact instants of gate and line changes, stations, returns and moon phases.
export { CalendarError } from './errors';
export type { CalendarErrorCode, CalendarErrorOptions } from './errors';
export {
  EVENT_BODIES,
  DEFAULT_STATION_BODIES,
  gateCrossings,
  stations,
  longitudeReturns,
  moonPhases,
  MOON_PHASE_NAMES,
  moonIllumination,
  PRINCIPAL_PHASE_HALF_WIDTH_DEGREES,
  bodyActivationAt,
} from './events';
export type {
  EventBody,
  UtcWindow,
  GateCrossing,
  GateCrossingOptions,
  Station,
  StationOptions,
  MoonPhaseEvent,
  MoonPhaseName,
  MoonIllumination,
  MoonPhaseDescription,
  BodyActivation,
} from './events';

// The calendar builders (what GET /planetary-forecast, /gate-calendar, /moon-phases and /transit-alerts return).
export { planetaryForecast, MAX_FORECAST_DAYS } from './planetary-forecast';
export type { PlanetaryForecast, PlanetaryForecastInput, ForecastDay } from './planetary-forecast';
export { gateCalendar, MOST_ACTIVE_GATE_COUNT } from './gate-calendar';
export type { GateCalendar, GateCalendarDay, GateCalendarInput, SignificantDate } from './gate-calendar';
export { moonPhaseMonth } from './moon-phase-month';
export type { MoonDay, MoonPhaseEntry, MoonPhaseMoment, MoonPhaseMonth, MoonPhaseMonthInput } from './moon-phase-month';
export { transitAlerts, MAX_ALERT_DAYS, GATE_STAY_SEARCH_DAYS, UPCOMING_HIGHLIGHT_COUNT } from './transit-alerts';
export type { TransitAlert, TransitAlerts, TransitAlertsInput } from './transit-alerts';
export type { AlertCategory, AlertSeverity } from './alert-severity';
export type { PlanetDayPosition } from './planet-day-position';
export type { TransitionEntry } from './transition-entry';
export type { StationEntry } from './station-entry';
export type { InstantStamp } from './instant-stamp';

// Returns and progressions (what GET /solar-return, /lunar-return, /saturn-return, /chiron-return,
// /uranus-opposition and /progressed-chart return).
export {
  solarReturn,
  FIRST_SOLAR_RETURN_YEAR,
  LAST_SOLAR_RETURN_YEAR,
  lunarReturn,
  cycleReturns,
  CYCLE_KINDS,
  progressedChart,
  returnChartAt,
  TROPICAL_YEAR_DAYS,
  AGE_YEAR_DAYS,
} from './returns';
export type {
  SolarReturn,
  SolarReturnInput,
  YearTheme,
  LunarReturn,
  LunarReturnInput,
  MonthTheme,
  CycleReturn,
  CycleReturns,
  CycleReturnsInput,
  CycleKind,
  CyclePlanet,
  CycleMeaning,
  SaturnMeaning,
  ChironMeaning,
  UranusMeaning,
  ProgressedChart,
  ProgressedChartInput,
  ProgressionChanges,
  ReturnChart,
  ReturnPlanet,
  ReturnPlanetSet,
  BirthMoment,
  NatalBodyPosition,
  GateFocus,
} from './returns';

// Birth-time ranges: a window of possible birth times cut into the exact intervals over which the chart stays the
// same, with the answers that hold whatever the time.
export { chartsOverTimeRange, BIRTH_TIME_RANGE_LEVELS, MAX_BIRTH_TIME_RANGE_HOURS, HEADLINE_FIELDS } from './birth-time-range';
export type {
  BirthTimeActivationSegment,
  BirthTimeHeadline,
  BirthTimeRange,
  BirthTimeRangeInput,
  BirthTimeRangeLevel,
  BirthTimeRangeOptions,
  BirthTimeSegment,
  BirthTimeSegmentBase,
  HeadlineAlternative,
  HeadlineField,
  InstantSpan,
  UncertainHeadlineField,
  WindowZoneTransition,
} from './birth-time-range';
