// Ages, in years of 365.2425 days (the mean Gregorian year, so an age matches the calendar over a lifetime).

/** Days in one year of age: the mean Gregorian year. */
export const AGE_YEAR_DAYS = 365.2425;

const MILLISECONDS_PER_AGE_YEAR = AGE_YEAR_DAYS * 86_400_000;

/** The instant `years` years of age (365.2425-day years) after `birth`. */
export function instantAtAge(birth: Date, years: number): Date {
  return new Date(birth.getTime() + years * MILLISECONDS_PER_AGE_YEAR);
}

/** Age at `instant` in 365.2425-day years since `birth`, rounded to 2 decimals. */
export function ageInYears(birth: Date, instant: Date): number {
  return Math.round(((instant.getTime() - birth.getTime()) / MILLISECONDS_PER_AGE_YEAR) * 100) / 100;
}
