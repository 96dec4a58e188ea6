import type { IncomingMessage } from 'node:http';
import { AccessError } from '@mandala/access';

/** Largest form body read (an email, a password, a token and a few fields). */
export const maximumFormBytes = 16 * 1024;

/** Reads an `application/x-www-form-urlencoded` body into its fields (the last value of a repeated field wins). */
export async function readFormBody(request: IncomingMessage): Promise<Record<string, string>> {
  const type = request.headers['content-type'] ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new AccessError('invalid_account_details', 'Send the form as application/x-www-form-urlencoded.');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > maximumFormBytes) throw new AccessError('invalid_account_details', 'The form is too large; send only its fields.');
    chunks.push(buffer);
  }
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}
