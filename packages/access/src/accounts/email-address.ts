import { AccessError } from '../errors';

/** Longest email address accepted (RFC 5321 path limit). */
const maximumEmailLength = 254;
const emailShape = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\].]{2,}$/u;
/**
 * Characters no email address may hold, whatever the Unicode form: control characters (`Cc`, NUL among them),
 * format characters (`Cf`: zero-width spaces and joiners, the byte-order mark, soft hyphens, the bidirectional
 * embeddings, overrides and isolates), line and paragraph separators, unassigned code points, private-use ones and
 * unpaired surrogates. They are invisible or reorder what is shown, so `alice@example.com` with one of them would be
 * another account for the same mailbox as far as a reader can tell.
 */
const refusedInEmail = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cn}\p{Co}\p{Cs}]/u;

function invalidEmail(message: string): AccessError {
  return new AccessError('invalid_account_details', message, { details: { field: 'email' } });
}

/**
 * The address as stored and compared, without checking its shape: trimmed, then refused characters (see above)
 * throw `invalid_account_details`; then Unicode NFKC (a fullwidth `ａ` is `a`), case folded (upper then lower case, so
 * `ß` and `SS` meet at `ss`). Sign-in looks accounts up with it, so every spelling that folds to one
 * address finds the one account.
 */
export function foldEmail(email: string): string {
  const trimmed = email.trim();
  if (refusedInEmail.test(trimmed)) {
    throw invalidEmail('Type the email address again without invisible characters (control, zero-width or text-direction characters).');
  }
  return trimmed.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').trim();
}

/**
 * {@link foldEmail}, then checked to be an address (`name@example.com`, at most 254 characters); throws
 * `invalid_account_details` when it is not one. Sign-up stores this form, so one mailbox is one account.
 */
export function normaliseEmail(email: string): string {
  const normalised = foldEmail(email);
  if (normalised.length > maximumEmailLength || !emailShape.test(normalised)) throw invalidEmail('Enter an email address such as name@example.com.');
  return normalised;
}
