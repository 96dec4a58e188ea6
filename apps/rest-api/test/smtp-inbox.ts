// A real SMTP server (the smtp-server package) on a free port, keeping what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  readonly url: string;
  readonly messages: { readonly to: string[]; readonly raw: string }[];
  /** Resolves with the next message to `to` (waits up to 10 s). */
  next(to: string): Promise<string>;
  close(): Promise<void>;
}

/** Decodes the quoted-printable soft breaks and `=3D` nodemailer writes into long lines. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/gu, '').replace(/=([0-9A-F]{2})/gu, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: { to: string[]; raw: string }[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')) });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async next(to) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = messages.findIndex((message) => message.to.includes(to));
        if (found >= 0) return messages.splice(found, 1)[0]?.raw ?? '';
        if (Date.now() > deadline) throw new Error(`no email to ${to} within 10 s`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
