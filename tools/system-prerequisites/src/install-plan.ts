import type { Environment, SystemPrerequisite } from './system-prerequisites';

/** What this machine offers for installing. */
export interface MachineFacts {
  readonly environment: Environment;
  /** True when a path exists (an executable file). */
  readonly exists: (path: string) => boolean;
  /** Running as root (uid 0). */
  readonly isRoot: boolean;
  /** `apt-get` is on this machine (Debian, Ubuntu). */
  readonly hasAptGet: boolean;
  /** True when `command` exits 0 (a server's check); absent: every server is taken to answer. */
  readonly succeeds?: (command: readonly string[]) => boolean;
}

/** What the first step of `pnpm check` does. */
export type InstallPlan =
  | { readonly kind: 'ready'; readonly skipped: readonly SystemPrerequisite[] }
  | {
      readonly kind: 'install';
      /** Programs to install, and servers to start (installed now, or installed and not answering). */
      readonly missing: readonly SystemPrerequisite[];
      readonly commands: readonly (readonly string[])[];
    }
  | { readonly kind: 'cannot-install'; readonly missing: readonly SystemPrerequisite[]; readonly message: string };

function isSkipped(prerequisite: SystemPrerequisite, environment: Environment): boolean {
  return prerequisite.skip !== undefined && environment[prerequisite.skip.variable] === prerequisite.skip.value;
}

/** The Debian packages of `missing`, each once, in order. */
export function debianPackagesOf(missing: readonly SystemPrerequisite[]): string[] {
  return [...new Set(missing.map((prerequisite) => prerequisite.debianPackage))];
}

function cannotInstallMessage(missing: readonly SystemPrerequisite[], stopped: readonly SystemPrerequisite[], facts: MachineFacts): string {
  if (missing.length === 0) {
    return [
      `Installed servers the tests connect to do not answer, and this is not root, so pnpm check cannot start them itself:`,
      ...stopped.map((prerequisite) => `  - ${prerequisite.name}, for ${prerequisite.neededBy}: \`${prerequisite.service?.check.join(' ')}\` fails`),
      'What to do: start them (PostgreSQL: sudo pg_ctlcluster <version> main start), or run pnpm prerequisites as root, which starts them.',
    ].join('\n');
  }
  const packages = debianPackagesOf(missing).join(' ');
  const why = facts.hasAptGet ? 'this is not root' : 'this machine has no apt-get';
  const lines = missing.map((prerequisite) => `  - ${prerequisite.name} (Debian package ${prerequisite.debianPackage}), for ${prerequisite.neededBy}: not found at ${prerequisite.paths(facts.environment).join(' or ')}`);
  const skips = missing.flatMap((prerequisite) => (prerequisite.skip === undefined ? [] : [`${prerequisite.skip.variable}=${prerequisite.skip.value}`]));
  return [
    `The tests need programs that are not installed, and ${why}, so pnpm check cannot install them itself:`,
    ...lines,
    'What to do, one of:',
    facts.hasAptGet ? `  - install them: sudo apt-get update && sudo apt-get install -y ${packages}, then run pnpm check again;` : `  - install them with this system's package manager (on Debian: apt-get install -y ${packages}), then run pnpm check again;`,
    '  - or run pnpm check as root on Debian, which installs them;',
    ...(skips.length === 0 ? [] : [`  - or skip the tests that need them: ${skips.join(' ')} pnpm check.`]),
  ].join('\n');
}

/**
 * Decides what to do about the prerequisites: nothing when each is found (or its tests are skipped), `apt-get update`
 * and `apt-get install -y` of the missing packages as root on Debian, otherwise a message that says what to do.
 */
export function planInstall(prerequisites: readonly SystemPrerequisite[], facts: MachineFacts): InstallPlan {
  const skipped = prerequisites.filter((prerequisite) => isSkipped(prerequisite, facts.environment));
  const wanted = prerequisites.filter((prerequisite) => !isSkipped(prerequisite, facts.environment));
  const missing = wanted.filter((prerequisite) => !prerequisite.paths(facts.environment).some((path) => facts.exists(path)));
  // Installed servers that do not answer: started again (PostgreSQL after a reboot of a machine without systemd).
  const stopped = wanted.filter(
    (prerequisite) => !missing.includes(prerequisite) && prerequisite.service !== undefined && facts.succeeds?.(prerequisite.service.check) === false,
  );
  if (missing.length === 0 && stopped.length === 0) return { kind: 'ready', skipped };
  if (!facts.isRoot || (missing.length > 0 && !facts.hasAptGet)) {
    return { kind: 'cannot-install', missing: [...missing, ...stopped], message: cannotInstallMessage(missing, stopped, facts) };
  }
  const starts = [...missing, ...stopped].flatMap((prerequisite) => (prerequisite.service === undefined ? [] : [prerequisite.service.start]));
  return {
    kind: 'install',
    missing: [...missing, ...stopped],
    commands: [
      ...(missing.length === 0 ? [] : [['apt-get', 'update'], ['apt-get', 'install', '-y', '--no-install-recommends', ...debianPackagesOf(missing)]]),
      ...starts,
    ],
  };
}
