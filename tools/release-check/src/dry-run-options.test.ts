import { describe, expect, it } from 'vitest';
import { parseDryRunOptions } from './dry-run-options';

describe('parseDryRunOptions', () => {
  it('defaults to a full run that cleans up', () => {
    expect(parseDryRunOptions([])).toEqual({ keep: false, updateBudget: false, only: [] });
  });

  it('reads the flags, repeated --only and the -- pnpm may pass on', () => {
    expect(parseDryRunOptions(['--', '--keep', '--only', '@mandala/atlas', '--update-budget', '--only', '@mandala/bodygraph'])).toEqual({
      keep: true,
      updateBudget: true,
      only: ['@mandala/atlas', '@mandala/bodygraph'],
    });
  });

  it('refuses what it does not know, and --only without a name', () => {
    expect(() => parseDryRunOptions(['--fast'])).toThrow(/unknown option --fast; usage/);
    expect(() => parseDryRunOptions(['--only'])).toThrow(/unknown option --only/);
  });
});
