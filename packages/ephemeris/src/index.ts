export { julianDayUtFromDate, dateFromJulianDayUt, JULIAN_DAY_J2000 } from './julian-day';
