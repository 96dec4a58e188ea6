// The container tests (apps/server/test/container-image.test.ts, compose-deployment.test.ts) build with podman on runc,
// on a base image made with debootstrap, and start the whole deployment with podman-compose: the README's test command installs all three with the other peers, or says how to skip it.
import { describe, expect, it } from 'vitest';
import { planInstall } from './install-plan';
import type { MachineFacts } from './install-plan';
import { systemPrerequisites } from './system-prerequisites';

function machine(overrides: Partial<MachineFacts> & { readonly present?: readonly string[] } = {}): MachineFacts {
  const present = new Set(overrides.present ?? []);
  return { environment: {}, exists: (path) => present.has(path), isRoot: true, hasAptGet: true, ...overrides };
}

const others = ['/usr/bin/chromium', '/usr/sbin/haproxy', '/usr/bin/pg_ctlcluster', '/usr/bin/pdftotext'];

describe('podman, runc, debootstrap and podman-compose among the system prerequisites', () => {
  it('are installed in the same apt-get as the other peers, and not when present', () => {
    const plan = planInstall(systemPrerequisites, machine({ present: others }));
    expect(plan.kind === 'install' ? plan.commands : []).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'podman', 'runc', 'debootstrap', 'podman-compose'],
    ]);
    expect(planInstall(systemPrerequisites, machine({ present: [...others, '/usr/bin/podman', '/usr/sbin/runc', '/usr/sbin/debootstrap', '/usr/bin/podman-compose'] })).kind).toBe('ready');
  });

  it('say how to skip the container test without root', () => {
    const plan = planInstall(systemPrerequisites, machine({ isRoot: false, present: others }));
    const message = plan.kind === 'cannot-install' ? plan.message : '';
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y podman runc debootstrap podman-compose');
    expect(message).toContain('MANDALA_SKIP_CONTAINER_TESTS=1 pnpm check');
    expect(planInstall(systemPrerequisites, machine({ isRoot: false, present: others, environment: { MANDALA_SKIP_CONTAINER_TESTS: '1' } })).kind).toBe('ready');
  });
});
