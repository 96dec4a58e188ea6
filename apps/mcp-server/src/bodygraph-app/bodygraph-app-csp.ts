import { createHash } from 'node:crypto';

const sha256 = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The page's Content-Security-Policy: nothing from outside the document. Its one script and one style block are
 * allowed by their hashes (no `'unsafe-inline'`, no `'unsafe-eval'`); SVG pictures are inline markup; no fetch,
 * no frames, no forms, no base URL.
 */
export function bodygraphAppCsp(script: string, styles: string): string {
  return [
    "default-src 'none'",
    `script-src ${sha256(script)}`,
    `style-src ${sha256(styles)}`,
    'img-src data:',
    "connect-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
