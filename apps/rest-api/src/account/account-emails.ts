import type { Logger } from '../logger';
import type { AccountEmail, AccountMailer } from './account-mailer';

/** The words of each email the account routes send; `link` is the absolute URL the email carries. */
export const accountEmails = {
  verification: (to: string, link: string): AccountEmail => ({
    to,
    subject: 'Confirm your Mandala account',
    text: `Confirm your email address for Mandala by opening this link within 7 days:\n\n${link}\n`,
    link,
    purpose: 'verify-email',
  }),
  emailChange: (to: string, link: string): AccountEmail => ({
    to,
    subject: 'Confirm your new Mandala email',
    text:
      `Someone signed in to a Mandala account asked to make this its sign-in email. To confirm, open this link within 24 hours ` +
      `and press the button:\n\n${link}\n\nIf you did not ask for this, ignore this email: nothing changes.\n`,
    link,
    purpose: 'change-email',
  }),
  /** To a new address another account already holds: the one who asked is told nothing, the holder learns of it. */
  emailInUse: (to: string, link: string): AccountEmail => ({
    to,
    subject: 'Your email was not added to another Mandala account',
    text:
      `Someone signed in to a Mandala account asked to make this its sign-in email. This address already has a Mandala ` +
      `account, so nothing changed. If that was you, sign in to the account that has it:\n\n${link}\n`,
    link,
    purpose: 'email-in-use',
  }),
  /** To the address an account left. */
  emailChanged: (to: string, newEmail: string, link: string): AccountEmail => ({
    to,
    subject: 'Your Mandala sign-in email was changed',
    text:
      `The sign-in email of your Mandala account was changed from ${to} to ${maskedEmail(newEmail)}. If you did not do this, ` +
      `tell the service's operator at once: this address no longer signs in or receives password resets.\n\n${link}\n`,
    link,
    purpose: 'email-changed',
  }),
  passwordChanged: (to: string, link: string): AccountEmail => ({
    to,
    subject: 'Your Mandala password was changed',
    text:
      `The password of your Mandala account was changed; every other session and connected app was signed out. If you did ` +
      `not do this, reset your password now:\n\n${link}\n`,
    link,
    purpose: 'password-changed',
  }),
} as const;

/** `a***@example.com`: enough for the holder to recognise, too little for anyone reading the old mailbox to use. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at <= 0 ? '***' : `${[...email.slice(0, at)][0] ?? ''}***${email.slice(at)}`;
}

/**
 * Sends without waiting, so an answer takes as long whether or not an email went out (and which one); a failure is
 * logged with its purpose, never the recipient.
 */
export function sendInBackground(mailer: AccountMailer, logger: Logger, email: AccountEmail): void {
  void mailer
    .send(email)
    .catch((error: unknown) => logger.log('error', { msg: 'account email failed', purpose: email.purpose, error: error instanceof Error ? error.message : String(error) }));
}
