/** Environment variables, as `process.env` holds them. */
export type Environment = Readonly<Record<string, string | undefined>>;

/** A program from a Debian package that some tests drive as a real peer. */
export interface SystemPrerequisite {
  /** What it is, for people: `Chromium`. */
  readonly name: string;
  /** The Debian package that installs it. */
  readonly debianPackage: string;
  /** Which tests need it. */
  readonly neededBy: string;
  /** Where the tests look for it, first match wins (an environment variable may point elsewhere). */
  readonly paths: (environment: Environment) => readonly string[];
  /** How to run the tests without it, when they can be skipped. */
  readonly skip?: { readonly variable: string; readonly value: string };
  /**
   * A server the tests connect to: `check` exits 0 when it answers; `start` (run as root, after an install or when it
   * does not answer) starts it and prepares what the tests expect. Without it, being installed is enough.
   */
  readonly service?: { readonly check: readonly string[]; readonly start: readonly string[] };
}

/**
 * Starts Debian's PostgreSQL as the tests expect it (idempotent): the newest installed version's `main` cluster
 * (created if absent) running on 127.0.0.1:5432, the role `root` (superuser, trusted from 127.0.0.1 only: no password
 * in `MANDALA_TEST_DATABASE_URL`'s default `postgres://root@127.0.0.1:5432/test`) and the database `test`.
 */
export const postgresStartScript = [
  'set -e',
  'version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)',
  'pg_lsclusters -h | awk \'{print $1" "$2}\' | grep -qx "$version main" || pg_createcluster "$version" main',
  'hba=/etc/postgresql/$version/main/pg_hba.conf',
  "grep -qx 'host all root 127.0.0.1/32 trust' \"$hba\" || sed -i '1i host all root 127.0.0.1/32 trust' \"$hba\"",
  'pg_ctlcluster "$version" main status >/dev/null 2>&1 && pg_ctlcluster "$version" main reload || pg_ctlcluster "$version" main start',
  "runuser -u postgres -- psql -qAtc \"SELECT 1 FROM pg_roles WHERE rolname = 'root'\" | grep -q 1 || runuser -u postgres -- createuser --superuser root",
  "runuser -u postgres -- psql -qAtc \"SELECT 1 FROM pg_database WHERE datname = 'test'\" | grep -q 1 || runuser -u postgres -- createdb --owner root test",
].join('\n');

/**
 * Every Debian package the tests need beyond Node and npm: the one place to add another (a test that drives
 * haproxy, an SMTP client...). `pnpm check` installs the missing ones first (as root, with apt-get).
 */
export const systemPrerequisites: readonly SystemPrerequisite[] = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    neededBy: 'the browser tests (apps/server/test/playground-*-browser.test.ts, tools/browser-bundle/test)',
    paths: (environment) => [environment.CHROMIUM_PATH ?? environment.MANDALA_CHROMIUM_PATH ?? '/usr/bin/chromium'],
    skip: { variable: 'MANDALA_SKIP_BROWSER_TESTS', value: '1' },
  },
  {
    name: 'haproxy',
    debianPackage: 'haproxy',
    neededBy: 'the load-balancer test (apps/server/test/haproxy-two-instances.test.ts)',
    paths: (environment) => [environment.MANDALA_HAPROXY_PATH ?? '/usr/sbin/haproxy'],
    skip: { variable: 'MANDALA_SKIP_HAPROXY_TESTS', value: '1' },
  },
  {
    name: 'PostgreSQL',
    debianPackage: 'postgresql',
    neededBy:
      'the PostgreSQL suites (packages/access, apps/rest-api/test/concurrency.test.ts, apps/server/test/*postgres*, the CLI, schema, backup and haproxy tests), which fail under CI without it',
    // postgresql-common's cluster tool: present once Debian's PostgreSQL server is installed.
    paths: (environment) => [environment.MANDALA_PG_CTLCLUSTER_PATH ?? '/usr/bin/pg_ctlcluster'],
    skip: { variable: 'MANDALA_SKIP_POSTGRES_TESTS', value: '1' },
    service: { check: ['pg_isready', '-q', '-h', '127.0.0.1', '-p', '5432'], start: ['sh', '-c', postgresStartScript] },
  },
  ...(
    [
      ['podman', 'podman', '/usr/bin/podman'],
      ['runc', 'runc', '/usr/sbin/runc'],
      ['debootstrap', 'debootstrap', '/usr/sbin/debootstrap'],
      ['podman-compose', 'podman-compose', '/usr/bin/podman-compose'],
    ] as const
  ).map(
    ([name, debianPackage, path]): SystemPrerequisite => ({
      name,
      debianPackage,
      neededBy: 'the container tests (apps/server/test/container-image.test.ts and compose-deployment.test.ts: podman on runc, debootstrap for the stand-in base image, podman-compose for the whole deployment)',
      paths: () => [path],
      skip: { variable: 'MANDALA_SKIP_CONTAINER_TESTS', value: '1' },
    }),
  ),
  {
    name: 'pdftotext (poppler-utils)',
    debianPackage: 'poppler-utils',
    neededBy: 'the report PDF text tests (packages/reports/test/natal-report-pdf-text.test.ts)',
    paths: (environment) => [environment.MANDALA_PDFTOTEXT_PATH ?? '/usr/bin/pdftotext'],
    skip: { variable: 'MANDALA_SKIP_PDF_TEXT_TESTS', value: '1' },
  },
];
