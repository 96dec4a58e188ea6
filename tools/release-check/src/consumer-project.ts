// A scratch project outside the workspace that installs the tarballs the way a person would (plain
// `npm install`, no workspace links) and uses them: each README's first example, a TypeScript consumer
// type-checked under node16 and bundler resolution, and `require()`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { plainNpmEnvironment } from './npm-environment';
import type { PackedPackage } from './pack-public-packages';
import { firstReadmeExample } from './readme-example';
import { mustRun, outputTail, runCommand } from './run-command';
import { catalogVersion, type PackageManifest } from './workspace-paths';

/** Tools the scratch project installs from npm next to the tarballs, at the workspace's catalog versions. */
const TOOLS = ['tsx', 'typescript', '@types/node'] as const;

/** Writes the project's package.json and runs `npm install`. */
export async function installTarballs(project: string, packed: readonly PackedPackage[]): Promise<void> {
  mkdirSync(project, { recursive: true });
  const tarballs = Object.fromEntries(packed.map((entry) => [entry.name, `file:${entry.tarball}`]));
  const tools = Object.fromEntries(TOOLS.map((name) => [name, catalogVersion(name)]));
  const manifest = {
    name: 'mandala-release-dry-run-consumer',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, ...tools },
    // The packed packages depend on each other at the new, unpublished versions: take those from the tarballs too.
    overrides: tarballs,
  };
  writeFileSync(join(project, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await mustRun('npm', ['install', '--no-audit', '--no-fund'], { cwd: project, env: plainNpmEnvironment(process.env) });
}

/** The outcome of one README example. */
export interface ExampleRun {
  readonly name: string;
  /** Relative to the project; `undefined` when the README has no example importing the package. */
  readonly file: string | undefined;
  readonly language: 'ts' | 'js' | undefined;
  readonly exitCode: number | undefined;
  readonly output: string;
  readonly durationMs: number;
}

function fileSlug(name: string): string {
  return name.replace(/^@/, '').replace(/[^a-z0-9-]+/gi, '-');
}

/** Writes the README's first example of `entry` into the project and runs it (TypeScript through tsx). */
export async function runReadmeExample(project: string, entry: PackedPackage): Promise<ExampleRun> {
  const example = firstReadmeExample(entry.readme, entry.name);
  if (example === undefined) return { name: entry.name, file: undefined, language: undefined, exitCode: undefined, output: '', durationMs: 0 };
  mkdirSync(join(project, 'examples'), { recursive: true });
  const file = `examples/${fileSlug(entry.name)}.${example.language === 'ts' ? 'mts' : 'mjs'}`;
  writeFileSync(join(project, file), example.code);
  const [command, args] = example.language === 'ts' ? [join(project, 'node_modules', '.bin', 'tsx'), [file]] : [process.execPath, [file]];
  const result = await runCommand(command, args, { cwd: project, timeoutMs: 180_000 });
  return { name: entry.name, file, language: example.language, exitCode: result.exitCode, output: result.output, durationMs: result.durationMs };
}

/** Every import specifier a package's export map offers, `./package.json` and other non-code entries aside. */
export function entrySpecifiers(manifest: PackageManifest): string[] {
  return Object.keys(manifest.exports ?? { '.': './index.js' })
    .filter((subpath) => !subpath.endsWith('.json') && !subpath.includes('*'))
    .map((subpath) => (subpath === '.' ? manifest.name : `${manifest.name}${subpath.slice(1)}`));
}

const STRICT = { target: 'es2022', strict: true, noEmit: true, skipLibCheck: false };

/**
 * Type-checks a consumer that imports every entry point of every package, as two kinds of project would: a
 * Node project (node16 resolution, Node's types; the TypeScript README examples too) and a browser project
 * built by a bundler (bundler resolution, the DOM library and no Node types, so no package may need
 * `@types/node`). Returns tsc's report for each kind where it fails.
 */
export async function checkConsumerTypes(project: string, specifiers: readonly string[], exampleFiles: readonly string[]): Promise<string[]> {
  const imports = specifiers.map((specifier, index) => `import * as entry${index} from '${specifier}';`);
  writeFileSync(join(project, 'consumer.mts'), `${imports.join('\n')}\n\nexport const entries = [${specifiers.map((_, index) => `entry${index}`).join(', ')}];\n`);
  const configurations = {
    node16: { compilerOptions: { ...STRICT, module: 'node16', moduleResolution: 'node16', types: ['node'] }, files: ['consumer.mts', ...exampleFiles] },
    bundler: { compilerOptions: { ...STRICT, module: 'esnext', moduleResolution: 'bundler', lib: ['es2022', 'dom'], types: [] }, files: ['consumer.mts'] },
  };
  const tsc = join(project, 'node_modules', '.bin', 'tsc');
  const failures: string[] = [];
  for (const [mode, configuration] of Object.entries(configurations)) {
    writeFileSync(join(project, `tsconfig.${mode}.json`), `${JSON.stringify(configuration, null, 2)}\n`);
    const result = await runCommand(tsc, ['-p', `tsconfig.${mode}.json`], { cwd: project });
    if (result.exitCode !== 0) failures.push(`tsc --noEmit (moduleResolution ${mode}):\n${outputTail(result.output)}`);
  }
  return failures;
}

/** For each package, `null` when `require()` loads it, or the error code it throws (CommonJS unsupported). */
export async function requireOutcomes(project: string, names: readonly string[]): Promise<Record<string, string | null>> {
  const script = [
    'const outcomes = {};',
    'for (const name of JSON.parse(process.argv[2])) {',
    '  try { require(name); outcomes[name] = null; } catch (error) { outcomes[name] = error.code ?? error.message; }',
    '}',
    'console.log(JSON.stringify(outcomes));',
  ].join('\n');
  writeFileSync(join(project, 'require-check.cjs'), `${script}\n`);
  const result = await mustRun(process.execPath, ['require-check.cjs', JSON.stringify(names)], { cwd: project });
  return JSON.parse(result.output.trim().split('\n').at(-1) ?? '{}') as Record<string, string | null>;
}
