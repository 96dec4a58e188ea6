// Issue 34: on a fresh machine the PostgreSQL suites skipped (nothing answered), so the multi-instance backend went
// untested while the run was green. `pnpm prerequisites` installs PostgreSQL as root when it is missing, and starts
// it (with the role and database the tests use) when it is installed and does not answer.
import { describe, expect, it } from 'vitest';
import { planInstall } from './install-plan';
import type { MachineFacts } from './install-plan';
import { postgresStartScript, systemPrerequisites } from './system-prerequisites';

const postgresOnly = systemPrerequisites.filter((prerequisite) => prerequisite.name === 'PostgreSQL');
const check = ['pg_isready', '-q', '-h', '127.0.0.1', '-p', '5432'];

function machine(overrides: Partial<MachineFacts> & { readonly present?: readonly string[]; readonly answering?: boolean } = {}): MachineFacts {
  const present = new Set(overrides.present ?? []);
  return {
    environment: {},
    exists: (path) => present.has(path),
    isRoot: true,
    hasAptGet: true,
    succeeds: (command) => JSON.stringify(command) === JSON.stringify(check) && overrides.answering === true,
    ...overrides,
  };
}

describe('PostgreSQL among the system prerequisites', () => {
  it('installs Debian\'s postgresql when missing, then starts it as the tests expect', () => {
    const plan = planInstall(postgresOnly, machine());
    expect(plan.kind === 'install' ? plan.commands : []).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'postgresql'],
      ['sh', '-c', postgresStartScript],
    ]);
  });

  it('starts an installed PostgreSQL that does not answer, without apt-get, and leaves a running one alone', () => {
    const stopped = planInstall(postgresOnly, machine({ present: ['/usr/bin/pg_ctlcluster'] }));
    expect(stopped.kind === 'install' ? stopped.commands : []).toEqual([['sh', '-c', postgresStartScript]]);
    expect(planInstall(postgresOnly, machine({ present: ['/usr/bin/pg_ctlcluster'], answering: true }))).toEqual({ kind: 'ready', skipped: [] });
  });

  it('prepares the cluster, the loopback-only trust of root, the role root and the database test, idempotently', () => {
    expect(postgresStartScript).toContain('pg_createcluster "$version" main');
    expect(postgresStartScript).toContain("sed -i '1i host all root 127.0.0.1/32 trust'");
    expect(postgresStartScript).toContain('createuser --superuser root');
    expect(postgresStartScript).toContain('createdb --owner root test');
    // Each step is guarded, so running it again on a prepared machine changes nothing.
    expect(postgresStartScript.split('\n').filter((line) => /createuser|createdb|pg_createcluster|sed -i/.test(line)).every((line) => line.includes('||'))).toBe(true);
  });

  it('says what to do when it cannot start or install as another user', () => {
    const plan = planInstall(postgresOnly, machine({ isRoot: false, present: ['/usr/bin/pg_ctlcluster'] }));
    expect(plan.kind === 'cannot-install' ? plan.message : '').toContain('pg_ctlcluster <version> main start');
    const missing = planInstall(postgresOnly, machine({ isRoot: false }));
    expect(missing.kind === 'cannot-install' ? missing.message : '').toContain('MANDALA_SKIP_POSTGRES_TESTS=1 pnpm check');
  });
});
