// Issue 23, defect 12: `mandala keys --help` printed an error, `mandala run` cut summaries mid-sentence, and `batch`
// printed "1 errors".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { operations } from '@mandala/operations';
import { afterAll, describe, expect, it } from 'vitest';
import { counted } from './commands/batch-command';
import { firstSentence } from './commands/operation-command';
import { runCli } from './run-cli';

const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-cli-frictions-'));
const location = { databaseUrl: undefined, dataDirectory };
afterAll(() => rmSync(dataDirectory, { recursive: true, force: true }));

describe('the command line for a newcomer', () => {
  it('prints the keys usage for keys --help, keys help and keys alone, and exits 0', async () => {
    for (const argv of [['keys', '--help'], ['keys', 'help'], ['keys'], ['keys', 'create', '--help']]) {
      const outcome = await runCli(argv, location);
      expect({ argv, exitCode: outcome.exitCode, stderr: outcome.stderr }).toEqual({ argv, exitCode: 0, stderr: '' });
      expect(outcome.stdout).toContain('mandala keys create --plan free|creator|startup|business|enterprise');
    }
  });

  it('lists every operation with its whole first sentence in mandala run', async () => {
    const listing = (await runCli(['run'], location)).stdout;
    for (const operation of operations) {
      const sentence = firstSentence(operation.summary);
      expect(sentence.endsWith('…')).toBe(false);
      expect(listing).toContain(sentence);
    }
    expect(firstSentence('Composite chart of two people, version 2: adds chemistry scores. More.')).toBe('Composite chart of two people, version 2: adds chemistry scores.');
  });

  it('counts charts and errors in the singular and plural', async () => {
    expect(counted(1, 'error')).toBe('1 error');
    expect(counted(0, 'error')).toBe('0 errors');
    expect(counted(2, 'chart')).toBe('2 charts');
    const births = join(dataDirectory, 'births.csv');
    const out = join(dataDirectory, 'charts.csv');
    writeFileSync(births, 'id,date,timezone\nana,1985-03-12T14:30,America/New_York\nbad,1985-03-12T14:30,Europe/Atlantis\n');
    const outcome = await runCli(['batch', '--file', births, '--out', out], location);
    expect(outcome.stdout).toMatch(/: 1 chart, 1 error$/m);
  });
});
