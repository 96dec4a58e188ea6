// publint and Are the Types Wrong on a packed tarball: both must report nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { outputTail, runCommand } from './run-command';
import { releaseCheckRoot } from './workspace-paths';

/** publint at its most demanding (suggestions included, warnings as errors); one line per message. */
export async function publintMessages(tarball: string): Promise<string[]> {
  const bytes = readFileSync(tarball);
  const tarballBuffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const { messages, pkg } = await publint({ pack: { tarball: tarballBuffer }, level: 'suggestion', strict: true });
  return messages.map((message) => `publint ${message.type} ${message.code}: ${formatMessage(message, pkg, { color: false }) ?? ''}`);
}

/**
 * `attw --profile esm-only` on the tarball: every entry point's types must resolve under node16 (from ESM) and
 * bundler resolution. The profile leaves out CommonJS resolution (node10, node16 from CJS): the packages are ESM
 * only and their READMEs say so. Returns the report when attw finds a problem, `undefined` when it finds none.
 */
export async function attwProblems(tarball: string): Promise<string | undefined> {
  const attw = join(releaseCheckRoot, 'node_modules', '.bin', 'attw');
  const result = await runCommand(attw, [tarball, '--profile', 'esm-only', '--format', 'ascii', '--no-emoji', '--no-color'], {
    cwd: releaseCheckRoot,
    timeoutMs: 120_000,
  });
  return result.exitCode === 0 ? undefined : outputTail(result.output, 60);
}
