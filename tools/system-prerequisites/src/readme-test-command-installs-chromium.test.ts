// Issue 23, defect 1: on a fresh Debian machine without Chromium, the README's test command failed in the browser
// tests. Its first step now installs what is missing as root, and says what to do otherwise.
import { describe, expect, it } from 'vitest';
import { planInstall } from './install-plan';
import type { MachineFacts } from './install-plan';
import { systemPrerequisites } from './system-prerequisites';

function machine(overrides: Partial<MachineFacts> & { readonly present?: readonly string[] } = {}): MachineFacts {
  const present = new Set(overrides.present ?? []);
  return { environment: {}, exists: (path) => present.has(path), isRoot: true, hasAptGet: true, ...overrides };
}

/** The Chromium entry alone (haproxy has its own test: haproxy-installed-with-chromium.test.ts). */
const chromiumOnly = systemPrerequisites.filter((prerequisite) => prerequisite.name === 'Chromium');

describe('the system prerequisites of pnpm check', () => {
  it('names Chromium, from the Debian package chromium, at /usr/bin/chromium', () => {
    const chromium = systemPrerequisites.find((prerequisite) => prerequisite.name === 'Chromium');
    expect(chromium?.debianPackage).toBe('chromium');
    expect(chromium?.paths({})).toEqual(['/usr/bin/chromium']);
  });

  it('does nothing when every program is there', () => {
    expect(planInstall(chromiumOnly, machine({ present: ['/usr/bin/chromium'] }))).toEqual({ kind: 'ready', skipped: [] });
  });

  it('installs a missing Chromium with apt-get as root on Debian', () => {
    const plan = planInstall(chromiumOnly, machine());
    expect(plan.kind).toBe('install');
    expect(plan.kind === 'install' ? plan.commands : []).toEqual([
      ['apt-get', 'update'],
      ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
    ]);
  });

  it('says what to do without root: the sudo command, or the variable that skips the browser tests', () => {
    const plan = planInstall(chromiumOnly, machine({ isRoot: false }));
    expect(plan.kind).toBe('cannot-install');
    const message = plan.kind === 'cannot-install' ? plan.message : '';
    expect(message).toContain('this is not root');
    expect(message).toContain('Chromium (Debian package chromium)');
    expect(message).toContain('sudo apt-get update && sudo apt-get install -y chromium');
    expect(message).toContain('MANDALA_SKIP_BROWSER_TESTS=1 pnpm check');
  });

  it('says what to do on a machine without apt-get', () => {
    const plan = planInstall(chromiumOnly, machine({ hasAptGet: false }));
    expect(plan.kind === 'cannot-install' ? plan.message : '').toContain('this machine has no apt-get');
  });

  it('looks where CHROMIUM_PATH points, and installs nothing when the browser tests are skipped', () => {
    expect(planInstall(chromiumOnly, machine({ environment: { CHROMIUM_PATH: '/opt/chrome' }, present: ['/opt/chrome'] })).kind).toBe('ready');
    expect(planInstall(chromiumOnly, machine({ environment: { CHROMIUM_PATH: '/opt/chrome' }, present: ['/usr/bin/chromium'] })).kind).toBe('install');
    const skipped = planInstall(chromiumOnly, machine({ environment: { MANDALA_SKIP_BROWSER_TESTS: '1' }, isRoot: false }));
    expect(skipped.kind).toBe('ready');
  });
});
