// Secondary progression: one day of life after the birth stands for one year of life.
import { MILLISECONDS_PER_TROPICAL_YEAR, TROPICAL_YEAR_DAYS } from './tropical-year';

/**
 * The progressed instant of `target`: birth + (days elapsed from the birth to `target`) / 365.24219 days, so each
 * tropical year of life moves the progressed chart on by one day.
 */
export function progressedInstant(birth: Date, target: Date): Date {
  return new Date(Math.round(birth.getTime() + (target.getTime() - birth.getTime()) / TROPICAL_YEAR_DAYS));
}

/** Years of life (tropical years) from `birth` to `target`. */
export function tropicalYearsBetween(birth: Date, target: Date): number {
  return (target.getTime() - birth.getTime()) / MILLISECONDS_PER_TROPICAL_YEAR;
}
