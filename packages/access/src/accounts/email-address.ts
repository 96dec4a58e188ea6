import { AccessError } from '../errors';

/** Longest email address accepted (RFC 5321 path limit). */
const maximumEmailLength = 254;
const emailShape = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\].]{2,}$/u;

/** The address trimmed and lower-cased, as stored and compared; throws `invalid_account_details` when it is not one. */
export function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (normalised.length > maximumEmailLength || !emailShape.test(normalised)) {
    throw new AccessError('invalid_account_details', 'Enter an email address such as name@example.com.', { details: { field: 'email' } });
  }
  return normalised;
}
