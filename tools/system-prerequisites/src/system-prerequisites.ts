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
}

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
    name: 'pdftotext (poppler-utils)',
    debianPackage: 'poppler-utils',
    neededBy: 'the report PDF text tests (packages/reports/test/natal-report-pdf-text.test.ts)',
    paths: (environment) => [environment.MANDALA_PDFTOTEXT_PATH ?? '/usr/bin/pdftotext'],
    skip: { variable: 'MANDALA_SKIP_PDF_TEXT_TESTS', value: '1' },
  },
];
