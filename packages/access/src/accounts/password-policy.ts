import { AccessError } from '../errors';
import { commonPasswords } from './common-passwords';

/** Fewest characters a password may have. */
export const minimumPasswordLength = 10;
/** Most characters a password may have (scrypt hashes any length; this bounds the work one request can ask). */
export const maximumPasswordLength = 200;

/** Throws `invalid_account_details` unless `password` is 10 to 200 characters, not a common password, not the email. */
export function assertAcceptablePassword(password: string, email: string): void {
  const length = [...password].length;
  if (length < minimumPasswordLength) {
    throw new AccessError('invalid_account_details', `Choose a password of at least ${minimumPasswordLength} characters.`, { details: { field: 'password' } });
  }
  if (length > maximumPasswordLength) {
    throw new AccessError('invalid_account_details', `Choose a password of at most ${maximumPasswordLength} characters.`, { details: { field: 'password' } });
  }
  const folded = password.toLowerCase();
  if (commonPasswords.has(folded) || folded === email.toLowerCase() || new Set(folded).size < 4) {
    throw new AccessError('invalid_account_details', 'This password is too common or too easy to guess; choose a longer, less predictable one.', {
      details: { field: 'password' },
    });
  }
}
