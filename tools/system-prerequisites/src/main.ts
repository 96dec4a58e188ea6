// The first step of `pnpm check`: installs the Debian packages the tests need (Chromium...) when they are missing and
// this is root on Debian, or says what to do and exits 1. `--dry-run` prints what it would do.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { planInstall } from './install-plan';
import type { MachineFacts } from './install-plan';
import { systemPrerequisites } from './system-prerequisites';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function succeeds(command: readonly string[]): boolean {
  const result = spawnSync(command[0] ?? '', command.slice(1), { stdio: 'ignore', timeout: 10_000 });
  return result.status === 0;
}

function machineFacts(): MachineFacts {
  return { environment: process.env, exists: isExecutable, isRoot: process.getuid?.() === 0, hasAptGet: hasCommand('apt-get'), succeeds };
}

function main(): number {
  const dryRun = process.argv.includes('--dry-run');
  const facts = machineFacts();
  const plan = planInstall(systemPrerequisites, facts);
  if (plan.kind === 'ready') {
    for (const skipped of plan.skipped) process.stdout.write(`system prerequisites: ${skipped.name} not checked (${skipped.skip?.variable}=${skipped.skip?.value}).\n`);
    return 0;
  }
  if (plan.kind === 'cannot-install') {
    process.stderr.write(`${plan.message}\n`);
    return 1;
  }
  process.stdout.write(`system prerequisites: installing or starting ${plan.missing.map((missing) => `${missing.name} (${missing.debianPackage})`).join(', ')} for the tests.\n`);
  for (const command of plan.commands) {
    process.stdout.write(`$ ${command.join(' ')}\n`);
    if (dryRun) continue;
    const result = spawnSync(command[0] ?? '', command.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) {
      process.stderr.write(`\`${command.join(' ')}\` failed (exit ${String(result.status ?? result.signal)}). Install ${plan.missing.map((missing) => missing.debianPackage).join(' ')} yourself, then run pnpm check again.\n`);
      return 1;
    }
  }
  if (dryRun) return 0;
  const after = planInstall(systemPrerequisites, machineFacts());
  if (after.kind !== 'ready') {
    process.stderr.write(`apt-get installed the packages, but these are still not found: ${after.missing.map((missing) => `${missing.name} at ${missing.paths(process.env).join(' or ')}`).join('; ')}. Point the variable the tests read at it, or install it there.\n`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
