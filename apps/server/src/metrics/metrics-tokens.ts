import { createHash, timingSafeEqual } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';

/** The shortest token accepted (`openssl rand -hex 32` gives 64 characters). */
export const minimumMetricsTokenLength = 16;

/** Tokens a token file may hold at once: the current one, and during a rotation the next one. */
const maximumTokensInFile = 2;

/** The tokens a scrape may present, as the metrics server checks them. */
export interface MetricsTokens {
  /** True when `offered` is one of the tokens accepted now (each compared in constant time). */
  accepts(offered: string): boolean;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function acceptsAny(digests: readonly Buffer[], offered: string): boolean {
  const offeredDigest = digest(offered);
  // Every token is compared, so the time taken does not say which one matched.
  let matched = false;
  for (const expected of digests) matched = timingSafeEqual(offeredDigest, expected) || matched;
  return matched;
}

/** One fixed token (`MANDALA_METRICS_TOKEN`). */
export function fixedMetricsToken(token: string): MetricsTokens {
  const digests = [digest(token)];
  return { accepts: (offered) => acceptsAny(digests, offered) };
}

/**
 * The tokens of a token file's text: one a line (blank lines and `#` comments skipped), one or two, each at least
 * {@link minimumMetricsTokenLength} characters. Throws an `Error` saying what is wrong (never a token).
 */
export function parseMetricsTokenFile(text: string, path: string): string[] {
  const tokens = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (tokens.length === 0) throw new Error(`MANDALA_METRICS_TOKEN_FILE ${path} holds no token: write one a line (generate one with \`openssl rand -hex 32\`).`);
  if (tokens.length > maximumTokensInFile) {
    throw new Error(`MANDALA_METRICS_TOKEN_FILE ${path} holds ${tokens.length} tokens: at most 2 (the current one and, during a rotation, the next).`);
  }
  if (tokens.some((token) => token.length < minimumMetricsTokenLength)) {
    throw new Error(`MANDALA_METRICS_TOKEN_FILE ${path} holds a token shorter than ${minimumMetricsTokenLength} characters; generate one with \`openssl rand -hex 32\`.`);
  }
  return tokens;
}

/** What changes when a file is written or replaced: inode, size, modification and change times. */
function signatureOf(path: string): string {
  const stats = statSync(path, { bigint: true });
  return `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
}

/**
 * The tokens of `MANDALA_METRICS_TOKEN_FILE`, read at start (a missing or bad file throws, so the service does not
 * start with its metrics open) and read again at the next scrape whenever the file changed (written in place or
 * replaced by a rename): a rotation needs no restart. During a rotation the file holds two lines, the old token and
 * the new one, and both are accepted; once Prometheus sends the new one, the old line is removed. A file that becomes
 * unreadable or invalid keeps the tokens last read (never no token) and `onProblem` says why, once per change.
 */
export function metricsTokenFile(path: string, onProblem: (message: string) => void = (message) => void process.stderr.write(`${message}\n`)): MetricsTokens {
  let signature = signatureOf(path);
  let digests = parseMetricsTokenFile(readFileSync(path, 'utf8'), path).map(digest);
  let reportedSignature: string | undefined;
  const refresh = (): void => {
    let current: string;
    try {
      current = signatureOf(path);
    } catch (error) {
      if (reportedSignature !== 'missing') onProblem(`MANDALA_METRICS_TOKEN_FILE ${path} cannot be read (${(error as Error).message}); the tokens read before still apply.`);
      reportedSignature = 'missing';
      return;
    }
    if (current === signature) return;
    try {
      digests = parseMetricsTokenFile(readFileSync(path, 'utf8'), path).map(digest);
      signature = current;
      reportedSignature = undefined;
    } catch (error) {
      if (reportedSignature !== current) onProblem(`${(error as Error).message} The tokens read before still apply.`);
      reportedSignature = current;
    }
  };
  return {
    accepts(offered) {
      refresh();
      return acceptsAny(digests, offered);
    },
  };
}
