import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import serverPackage from '../../package.json' with { type: 'json' };

/** What `mandala_build_info` says about the running service. */
export interface BuildInfo {
  /** The service's version (`@mandala/server`'s package.json). */
  readonly version: string;
  /** The source commit: `MANDALA_BUILD_COMMIT` (an image sets it at build time), else the checkout's `git rev-parse`, else `unknown`. */
  readonly commit: string;
  /** The Node.js version running it (`process.version`). */
  readonly node: string;
}

/** The commit of the checkout this module is in, or `undefined` when there is no git or no repository (an image). */
function checkoutCommit(): string | undefined {
  try {
    const directory = fileURLToPath(new URL('.', import.meta.url));
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: directory, encoding: 'utf8', timeout: 2_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return /^[0-9a-f]{7,40}$/.test(commit) ? commit : undefined;
  } catch {
    return undefined;
  }
}

/** Reads {@link BuildInfo} once (at start). */
export function buildInfoFrom(environment: Readonly<Record<string, string | undefined>>): BuildInfo {
  const given = environment['MANDALA_BUILD_COMMIT']?.trim();
  const commit = given !== undefined && /^[0-9A-Za-z._-]{1,64}$/.test(given) ? given : (checkoutCommit() ?? 'unknown');
  return { version: serverPackage.version, commit, node: process.version };
}
