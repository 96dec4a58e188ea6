// Returns and progressions: solar and lunar returns, Saturn and Chiron returns and the Uranus opposition, and the
// secondary progressed chart, each cast exactly as a natal chart for the instant found by the event finder.
export { solarReturn, FIRST_SOLAR_RETURN_YEAR, LAST_SOLAR_RETURN_YEAR } from './solar-return';
export type { SolarReturn, SolarReturnInput } from './solar-return';
export type { YearTheme } from './year-theme';
export { lunarReturn } from './lunar-return';
export type { LunarReturn, LunarReturnInput } from './lunar-return';
export type { MonthTheme } from './month-theme';
export { cycleReturns } from './cycle-returns';
export type { CycleReturn, CycleReturns, CycleReturnsInput } from './cycle-returns';
export { CYCLE_KINDS } from './cycle-kinds';
export type { CycleKind, CyclePlanet } from './cycle-kinds';
export type { ChironMeaning, CycleMeaning, SaturnMeaning, UranusMeaning } from './cycle-meaning';
export { progressedChart } from './progressed-chart';
export type { ProgressedChart, ProgressedChartInput, ProgressionChanges } from './progressed-chart';
export { returnChartAt } from './return-chart';
export type { ReturnChart, ReturnPlanet, ReturnPlanetSet } from './return-chart';
export type { BirthMoment } from './birth-moment';
export type { NatalBodyPosition } from './natal-body-position';
export type { GateFocus } from './gate-focus';
export { TROPICAL_YEAR_DAYS } from './tropical-year';
export { AGE_YEAR_DAYS } from './years-of-life';
