import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { quickStart } from '../examples/quick-start';

it('runs the README quick start, and the README shows it verbatim', async () => {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-access-example-'));
  try {
    const lines = await quickStart(dataDirectory);
    expect(lines.slice(1)).toEqual([
      'attempt 1: charged 1, replayed false, remaining 999999',
      'attempt 2: charged 0, replayed true, remaining 999999',
      'logged as /hd-data?api_key=[REDACTED]',
    ]);
    expect(await quickStart(dataDirectory)).toEqual(['store already initialised']);
  } finally {
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const example = readFileSync(new URL('../examples/quick-start.ts', import.meta.url), 'utf8');
  expect(readme).toContain(example.trim());
});
