import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { budgetFromMeasurement, checkSizeBudget, type SizeBudget } from './size-budget';
import { readSizeBudget, workspaceRoot } from './workspace-paths';

const budget: SizeBudget = {
  marginPercent: 5,
  installedPlatform: 'linux-x64',
  packages: { '@mandala/a': { tarballBytes: 1000, unpackedBytes: 4000, installedBytes: 5000 } },
};

describe('checkSizeBudget', () => {
  it('passes growth within the margin', () => {
    const verdict = checkSizeBudget(budget, { '@mandala/a': { tarballBytes: 1050, unpackedBytes: 4000, installedBytes: 5000 } }, 'linux-x64');
    expect(verdict).toEqual({ problems: [], notes: [] });
  });

  it('fails growth past the margin, naming the size and the way out', () => {
    const { problems } = checkSizeBudget(budget, { '@mandala/a': { tarballBytes: 1051, unpackedBytes: 4000, installedBytes: 5000 } }, 'linux-x64');
    expect(problems).toEqual([
      '@mandala/a tarballBytes 1051 is 5.1 % over its budget of 1000 (margin 5 %): raise the budget in the same change if the growth is meant',
    ]);
  });

  it('compares installed sizes only on the platform they were measured on', () => {
    const measured = { '@mandala/a': { tarballBytes: 1000, unpackedBytes: 4000, installedBytes: 9000 } };
    expect(checkSizeBudget(budget, measured, 'darwin-arm64').problems).toEqual([]);
    expect(checkSizeBudget(budget, measured, 'linux-x64').problems).toHaveLength(1);
  });

  it('fails a package without a budget and a budget without a package', () => {
    const { problems } = checkSizeBudget(budget, { '@mandala/b': { tarballBytes: 1, unpackedBytes: 1, installedBytes: 1 } }, 'linux-x64');
    expect(problems).toEqual([
      '@mandala/b has no size budget: add it to size-budget.json',
      'size-budget.json lists @mandala/a, which is not a public package',
    ]);
  });

  it('notes a size well under its budget', () => {
    const { notes } = checkSizeBudget(budget, { '@mandala/a': { tarballBytes: 900, unpackedBytes: 4000, installedBytes: 5000 } }, 'linux-x64');
    expect(notes).toHaveLength(1);
  });
});

describe('budgetFromMeasurement', () => {
  it('takes the measured sizes, keeping installed sizes measured on another platform', () => {
    const measured = { '@mandala/a': { tarballBytes: 1100, unpackedBytes: 4400, installedBytes: 7000 } };
    expect(budgetFromMeasurement(budget, measured, 'darwin-arm64').packages['@mandala/a']).toEqual({ tarballBytes: 1100, unpackedBytes: 4400, installedBytes: 5000 });
    expect(budgetFromMeasurement(budget, measured, 'linux-x64').packages['@mandala/a']?.installedBytes).toBe(7000);
  });

  it('keeps the other budgets after a partial run and drops them after a full one', () => {
    const measured = { '@mandala/b': { tarballBytes: 1, unpackedBytes: 2, installedBytes: 3 } };
    expect(Object.keys(budgetFromMeasurement(budget, measured, 'linux-x64', true).packages)).toEqual(['@mandala/a', '@mandala/b']);
    expect(Object.keys(budgetFromMeasurement(budget, measured, 'linux-x64').packages)).toEqual(['@mandala/b']);
  });
});

describe('the committed size-budget.json', () => {
  it('has a budget for exactly the public packages', () => {
    const publicNames = readdirSync(join(workspaceRoot, 'packages'))
      .flatMap((folder) => {
        try {
          return [JSON.parse(readFileSync(join(workspaceRoot, 'packages', folder, 'package.json'), 'utf8')) as { name: string; private?: boolean }];
        } catch {
          return [];
        }
      })
      .filter((manifest) => manifest.private !== true)
      .map((manifest) => manifest.name)
      .sort();
    expect(Object.keys(readSizeBudget().packages).sort(), 'every public package needs a size budget: pnpm release:dry-run --update-budget').toEqual(publicNames);
  });
});
