// The committed size budget of the public packages (size-budget.json): a package whose tarball, unpacked
// size or installed size grows past its budget by more than the margin fails the dry run, unless the same
// change raises the budget.

/** Sizes of one package, in bytes. */
export interface PackageSizes {
  /** The `.tgz` npm downloads. */
  readonly tarballBytes: number;
  /** The files of the tarball, unpacked. */
  readonly unpackedBytes: number;
  /** The package with everything it installs (its dependency closure), on `SizeBudget.installedPlatform`. */
  readonly installedBytes: number;
}

export interface SizeBudget {
  /** How far a size may exceed its budget before the check fails, in percent. */
  readonly marginPercent: number;
  /** `process.platform-process.arch` the installed sizes were measured on (native dependencies differ by platform). */
  readonly installedPlatform: string;
  readonly packages: Readonly<Record<string, PackageSizes>>;
}

export interface SizeBudgetVerdict {
  /** Sizes over budget and packages without a budget: each fails the check. */
  readonly problems: string[];
  /** Sizes well under budget: the budget could come down. */
  readonly notes: string[];
}

const FIELDS: readonly (keyof PackageSizes)[] = ['tarballBytes', 'unpackedBytes', 'installedBytes'];

/** Compares measured sizes with the budget; `platform` decides whether the installed sizes are comparable. */
export function checkSizeBudget(budget: SizeBudget, measured: Readonly<Record<string, PackageSizes>>, platform: string): SizeBudgetVerdict {
  const problems: string[] = [];
  const notes: string[] = [];
  const factor = 1 + budget.marginPercent / 100;
  for (const [name, sizes] of Object.entries(measured)) {
    const allowed = budget.packages[name];
    if (allowed === undefined) {
      problems.push(`${name} has no size budget: add it to size-budget.json`);
      continue;
    }
    for (const field of FIELDS) {
      if (field === 'installedBytes' && platform !== budget.installedPlatform) continue;
      const limit = Math.floor(allowed[field] * factor);
      if (sizes[field] > limit) {
        const growth = ((sizes[field] / allowed[field] - 1) * 100).toFixed(1);
        problems.push(`${name} ${field} ${sizes[field]} is ${growth} % over its budget of ${allowed[field]} (margin ${budget.marginPercent} %): raise the budget in the same change if the growth is meant`);
      } else if (sizes[field] < allowed[field] / factor) {
        notes.push(`${name} ${field} ${sizes[field]} is well under its budget of ${allowed[field]}: the budget could come down`);
      }
    }
  }
  for (const name of Object.keys(budget.packages)) {
    if (!Object.hasOwn(measured, name)) problems.push(`size-budget.json lists ${name}, which is not a public package`);
  }
  return { problems, notes };
}

/**
 * The budget with the measured sizes as the new limits (for `--update-budget`). A run over some packages
 * (`partial`) keeps the budgets of the others; a full run drops budgets of packages no longer public.
 */
export function budgetFromMeasurement(budget: SizeBudget, measured: Readonly<Record<string, PackageSizes>>, platform: string, partial = false): SizeBudget {
  const packages: Record<string, PackageSizes> = {};
  const names = new Set([...Object.keys(measured), ...(partial ? Object.keys(budget.packages) : [])]);
  for (const name of [...names].sort()) {
    if (!Object.hasOwn(measured, name)) {
      packages[name] = budget.packages[name] as PackageSizes;
      continue;
    }
    const sizes = measured[name] as PackageSizes;
    const previous = budget.packages[name];
    const keepInstalled = platform !== budget.installedPlatform && previous !== undefined;
    packages[name] = { ...sizes, installedBytes: keepInstalled ? previous.installedBytes : sizes.installedBytes };
  }
  return { ...budget, packages };
}
