import type { Transporter } from 'nodemailer';
import type { Logger } from '../logger';

/** One email to an account holder. */
export interface AccountEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** The link the email carries: logged (marked for development) when no SMTP server is configured. */
  readonly link: string;
  /** What the link does, for the development log line (`verify-email`, `reset-password`). */
  readonly purpose: string;
}

/** Sends account emails. */
export interface AccountMailer {
  send(email: AccountEmail): Promise<void>;
}

/**
 * Emails through nodemailer to `smtpUrl` (`smtp://user:pass@host:587`, `smtps://…`). Without one, each link is
 * written to the log once, at `warn`, marked for development, with its token in clear (`logUnredacted`) so a
 * developer can open it; the recipient's address is never logged. With SMTP no link or token is ever logged.
 */
export function createAccountMailer(options: { readonly smtpUrl: string | undefined; readonly from: string; readonly logger: Logger }): AccountMailer {
  if (options.smtpUrl === undefined) {
    return {
      send(email) {
        // Unredacted: the link's one-time token is what makes it usable. Only here, without SMTP; with SMTP no link is
        // ever logged, and the request log of the link's own GET still redacts `token=`.
        const write = options.logger.logUnredacted ?? options.logger.log;
        write.call(options.logger, 'warn', {
          msg: 'account email not sent: MANDALA_SMTP_URL is not set (development only); open this link instead',
          development: true,
          purpose: email.purpose,
          link: email.link,
        });
        return Promise.resolve();
      },
    };
  }
  const { smtpUrl } = options;
  // nodemailer (≈ 5 MB of heap once loaded) is loaded by the first email, not at start: most calls never send one.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(email) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
    },
  };
}
