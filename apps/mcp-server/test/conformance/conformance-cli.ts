// Runs the MCP conformance suite's command line (`@modelcontextprotocol/conformance`, a pinned dev dependency) with
// this Node: where it is, which server scenarios it lists, and one scenario's checks against a URL.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The suite's entry file; a missing package throws (the test fails, it never skips). */
export function conformanceCli(): string {
  const manifest = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json');
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { conformance: string } };
  return join(dirname(manifest), bin.conformance);
}

/** The server scenarios `conformance list` names. */
export async function listedServerScenarios(): Promise<string[]> {
  const { stdout } = await run(process.execPath, [conformanceCli(), 'list'], { timeout: 60_000 });
  const serverPart = stdout.split(/Client scenarios/)[0] ?? '';
  return [...serverPart.matchAll(/^\s+- ([\w-]+)/gm)].map((match) => match[1] ?? '');
}

/** One check of a scenario, as the suite writes it to `checks.json`. */
export interface ConformanceCheck {
  readonly id: string;
  readonly status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  readonly errorMessage?: string;
}

/** Runs one server scenario against `url`: the command's exit code and the checks it recorded. */
export async function runServerScenario(url: string, scenario: string): Promise<{ exitCode: number; checks: ConformanceCheck[]; output: string }> {
  const outputDirectory = mkdtempSync(join(tmpdir(), 'mandala-conformance-'));
  try {
    let exitCode = 0;
    let output = '';
    try {
      const { stdout, stderr } = await run(process.execPath, [conformanceCli(), 'server', '--url', url, '--scenario', scenario, '-o', outputDirectory], { timeout: 60_000 });
      output = stdout + stderr;
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      exitCode = typeof failed.code === 'number' ? failed.code : 1;
      output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    }
    const results = readdirSync(outputDirectory).map((name) => join(outputDirectory, name, 'checks.json'));
    const checks = results.flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as ConformanceCheck[]);
    return { exitCode, checks, output };
  } finally {
    rmSync(outputDirectory, { recursive: true, force: true });
  }
}
