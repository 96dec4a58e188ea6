// The load-balancer test (apps/server/test/haproxy-two-instances.test.ts) drives Debian's haproxy: the README's test
// command installs it with Chromium, or says how to skip it.
import { describe, expect, it } from 'vitest';
import { planInstall } from './install-plan';
import type { MachineFacts } from './install-plan';
import { postgresStartScript, systemPrerequisites } from './system-prerequisites';

function machine(overrides: Partial<MachineFacts> & { readonly present?: readonly string[] } = {}): MachineFacts {
  const present = new Set(overrides.present ?? []);
  return { environment: {}, exists: (path) => present.has(path), isRoot: true, hasAptGet: true, ...overrides };
}

/** All but the container tools (they have their own test: container-tools-installed.test.ts). */
const withoutContainerTools = systemPrerequisites.filter((prerequisite) => prerequisite.skip?.variable !== 'MANDALA_SKIP_CONTAINER_TESTS');

describe('haproxy among the system prerequisites', () => {
  it('is looked for at /usr/sbin/haproxy or MANDALA_HAPROXY_PATH', () => {
    const haproxy = systemPrerequisites.find((prerequisite) => prerequisite.name === 'haproxy');
    expect(haproxy?.debianPackage).toBe('haproxy');
    expect(haproxy?.paths({})).toEqual(['/usr/sbin/haproxy']);
    expect(haproxy?.paths({ MANDALA_HAPROXY_PATH: '/opt/haproxy' })).toEqual(['/opt/haproxy']);
  });

  it('is installed with Chromium in one apt-get, and not when present', () => {
    const plan = planInstall(withoutContainerTools, machine());
    expect(plan.kind === 'install' ? plan.commands : []).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium', 'haproxy', 'postgresql', 'poppler-utils'],
      ['sh', '-c', postgresStartScript],
    ]);
    expect(planInstall(withoutContainerTools, machine({ present: ['/usr/bin/chromium', '/usr/sbin/haproxy', '/usr/bin/pg_ctlcluster', '/usr/bin/pdftotext'] }))).toEqual({ kind: 'ready', skipped: [] });
  });

  it('says how to skip the load-balancer test without root', () => {
    const plan = planInstall(withoutContainerTools, machine({ isRoot: false, present: ['/usr/bin/chromium', '/usr/bin/pg_ctlcluster', '/usr/bin/pdftotext'] }));
    const message = plan.kind === 'cannot-install' ? plan.message : '';
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y haproxy');
    expect(message).toContain('MANDALA_SKIP_HAPROXY_TESTS=1 pnpm check');
    expect(planInstall(withoutContainerTools, machine({ isRoot: false, present: ['/usr/bin/chromium', '/usr/bin/pg_ctlcluster', '/usr/bin/pdftotext'], environment: { MANDALA_SKIP_HAPROXY_TESTS: '1' } })).kind).toBe('ready');
  });
});
