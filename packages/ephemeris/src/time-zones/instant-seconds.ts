import { EphemerisError } from '../errors';

/** Milliseconds of a valid `Date`; throws `invalid_date` for anything else. */
export function instantMilliseconds(instant: Date): number {
  const milliseconds = instant instanceof Date ? instant.getTime() : Number.NaN;
  if (!Number.isFinite(milliseconds)) {
    throw new EphemerisError('invalid_date', 'Expected a valid Date instant.', { details: { instant: String(instant) } });
  }
  return milliseconds;
}
