// The release dry run (`pnpm release:dry-run`). On a scratch copy of the checkout: `changeset version`, build,
// `pnpm pack` every public package; check each tarball (contents, dist/ imports against dependencies,
// publint, attw); install the tarballs with plain npm in a project outside the workspace and run each
// README's first example, type-check a consumer, try `require()`; measure sizes against size-budget.json and
// the READMEs. Exits 1 on any problem; the options are in dry-run-options.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkConsumerTypes, entrySpecifiers, installTarballs, requireOutcomes, runReadmeExample } from './consumer-project';
import { parseDryRunOptions, type DryRunOptions } from './dry-run-options';
import { inspectTarball } from './inspect-tarball';
import { installedBytes } from './installed-size';
import { applyChangesets, buildPackages, packPackages } from './pack-public-packages';
import { statesEsmOnly } from './readme-claims';
import { readmeSizeProblems } from './readme-size-claims';
import { mapWithConcurrency, outputTail } from './run-command';
import { installCopy, copyCheckout } from './scratch-checkout';
import { budgetFromMeasurement, checkSizeBudget, type PackageSizes } from './size-budget';
import { summaryTable } from './summary-table';
import { publicPackages, readSizeBudget, workspaceRoot, writeSizeBudget } from './workspace-paths';

let options: DryRunOptions;
try {
  options = parseDryRunOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const scratch = mkdtempSync(join(tmpdir(), 'mandala-release-dry-run-'));
const platform = `${process.platform}-${process.arch}`;
const parallelism = Math.max(1, availableParallelism());
const timings: [string, number][] = [];
const problems = new Map<string, string[]>();
const report = (name: string, text: string) => problems.set(name, [...(problems.get(name) ?? []), text]);
const started = performance.now();

/** Runs one step of the dry run, timed; `label` names it in the closing summary. */
async function step<Result>(label: string, title: string, action: () => Promise<Result>): Promise<Result> {
  process.stdout.write(`▸ ${title} … `);
  const stepStarted = performance.now();
  const result = await action();
  const seconds = (performance.now() - stepStarted) / 1000;
  timings.push([label, seconds]);
  console.log(`${seconds.toFixed(1)} s`);
  return result;
}

async function dryRun(): Promise<void> {
  console.log(`release dry run in ${scratch} (Node ${process.versions.node}, ${platform})`);
  const copy = join(scratch, 'checkout');
  const fileCount = await step('copy', 'copy the checkout (tracked and new files)', () => copyCheckout(workspaceRoot, copy));
  console.log(`  ${fileCount} files`);
  await step('install', 'pnpm install --frozen-lockfile in the copy', () => installCopy(copy));
  await step('version', 'changeset version', () => applyChangesets(copy));
  const selected = publicPackages(copy).filter(({ manifest }) => options.only.length === 0 || options.only.includes(manifest.name));
  const unknownNames = options.only.filter((name) => !selected.some(({ manifest }) => manifest.name === name));
  if (unknownNames.length > 0) throw new Error(`--only ${unknownNames.join(', ')}: not a public package`);
  await step('build', 'turbo run build (public packages)', () => buildPackages(copy, selected));
  const packed = await step('pack', 'pnpm pack', () => packPackages(selected, join(scratch, 'tarballs')));
  for (const entry of packed) console.log(`  ${entry.name}@${entry.version}`);

  const inspections = await step('lint', 'tarball contents, dist/ imports, publint, attw --profile esm-only', () =>
    mapWithConcurrency(packed, parallelism, (entry) => inspectTarball(entry, join(scratch, 'unpacked', entry.name))),
  );
  for (const inspection of inspections) for (const text of inspection.problems) report(inspection.name, text);

  const project = join(scratch, 'consumer');
  await step('npm', 'npm install the tarballs outside the workspace', () => installTarballs(project, packed));
  const examples = await step('examples', "run each README's first example", () => mapWithConcurrency(packed, parallelism, (entry) => runReadmeExample(project, entry)));
  for (const example of examples) {
    if (example.file === undefined) report(example.name, 'its README has no ```ts or ```js example that imports it');
    else if (example.exitCode !== 0) report(example.name, `README example (${example.file}) exited with ${example.exitCode}:\n${outputTail(example.output)}`);
  }
  const exampleFiles = examples.flatMap((example) => (example.language === 'ts' && example.file !== undefined ? [example.file] : []));
  const typeFailures = await step('types', 'tsc --noEmit: a consumer of every entry point and the examples', () =>
    checkConsumerTypes(project, inspections.flatMap((inspection) => entrySpecifiers(inspection.manifest)), exampleFiles),
  );
  for (const failure of typeFailures) report('types', failure);
  const requires = await step('require', 'require() from CommonJS', () => requireOutcomes(project, packed.map((entry) => entry.name)));
  for (const entry of packed) {
    if (requires[entry.name] !== null && !statesEsmOnly(entry.readme)) report(entry.name, `require() fails (${requires[entry.name]}) but the README does not say "ESM only"`);
  }

  const measured: Record<string, PackageSizes> = await step('sizes', 'sizes: installed closures, budget, READMEs', async () => {
    const sizes: Record<string, PackageSizes> = {};
    for (const inspection of inspections) {
      sizes[inspection.name] = { tarballBytes: inspection.tarballBytes, unpackedBytes: inspection.unpackedBytes, installedBytes: installedBytes(project, inspection.name) };
    }
    return sizes;
  });
  const partial = options.only.length > 0;
  let committedBudget = readSizeBudget();
  if (options.updateBudget) {
    committedBudget = budgetFromMeasurement(committedBudget, measured, platform, partial);
    writeSizeBudget(committedBudget);
    console.log('  size-budget.json now holds the measured sizes');
  }
  const budget = partial
    ? { ...committedBudget, packages: Object.fromEntries(Object.entries(committedBudget.packages).filter(([name]) => options.only.includes(name))) }
    : committedBudget;
  const verdict = checkSizeBudget(budget, measured, platform);
  for (const text of verdict.problems) report('size budget', text);
  for (const entry of packed) {
    for (const text of readmeSizeProblems(entry.readme, measured[entry.name] as PackageSizes, platform === budget.installedPlatform)) report(entry.name, text);
  }

  const rows = inspections.map((inspection) => {
    const example = examples.find((candidate) => candidate.name === inspection.name);
    return {
      name: inspection.name,
      version: inspection.manifest.version,
      sizes: measured[inspection.name] as PackageSizes,
      exampleMs: example?.exitCode === 0 ? example.durationMs : undefined,
      requireWorks: requires[inspection.name] === null,
      largestFile: inspection.files[0],
    };
  });
  console.log(`\n${summaryTable(rows).join('\n')}`);
  for (const note of verdict.notes) console.log(`note: ${note}`);
}

let failed = true;
try {
  await dryRun();
  failed = problems.size > 0;
} catch (error) {
  console.log('');
  console.error(error instanceof Error ? error.message : error);
}
for (const [name, texts] of problems) {
  console.error(`\n✗ ${name}`);
  for (const text of texts) console.error(`  - ${text.replaceAll('\n', '\n    ')}`);
}
const total = (performance.now() - started) / 1000;
console.log(`\nrelease dry run ${failed ? 'FAILED' : 'passed'} in ${total.toFixed(0)} s (${timings.map(([label, seconds]) => `${label} ${seconds.toFixed(0)} s`).join(', ')})`);
if (failed || options.keep) console.log(`scratch folder kept: ${scratch}`);
else rmSync(scratch, { recursive: true, force: true });
process.exitCode = failed ? 1 : 0;
