// Issue 23, defect 1: CI runs the README's test command and nothing the README does not, and that command installs
// what the tests need itself (its first step), so a green CI means the README works on a fresh machine.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const ciRun = readFileSync(new URL('.ci/run', root), 'utf8');
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The command under the README's "run the whole test suite" comment. */
function readmeTestCommand(): string {
  const match = /# 2\. [^\n]*test suite[^\n]*\n([^\n]+)\n/.exec(readme);
  if (match?.[1] === undefined) throw new Error('The README has no "# 2. … test suite" command.');
  return match[1].trim();
}

describe('the README\'s test command in CI', () => {
  it('is the one command .ci/run runs, besides moving to the repository root', () => {
    const commands = ciRun
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    expect(commands).toEqual(['set -euo pipefail', 'cd "$(dirname "$0")/.."', readmeTestCommand()]);
    expect(readmeTestCommand()).toBe('npm install --global --prefix=/usr/local --force node@24.21.0 pnpm@10.34.9 && pnpm install && pnpm check');
  });

  it('installs Node 24 LTS first, the version every package\'s engines asks for', () => {
    const engines = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe('>=24');
    expect(/node@(\d+)\./.exec(readmeTestCommand())?.[1]).toBe('24');
  });

  it('installs the system prerequisites first, then typechecks, lints and tests', () => {
    expect(scripts.check?.startsWith('pnpm prerequisites && ')).toBe(true);
    expect(scripts.prerequisites).toBe('tsx tools/system-prerequisites/src/main.ts');
  });
});
