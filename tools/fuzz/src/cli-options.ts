// The fuzz command's options: `pnpm fuzz --requests 100000 --url http://localhost:3000 --mcp-url http://localhost:3001 --key mdl_live_…`.

/** What the command was asked to do. */
export interface CliOptions {
  readonly requests: number;
  /** REST origin of a running service; absent: the fuzzer starts its own, in-process. */
  readonly url?: string;
  readonly mcpUrl?: string;
  readonly key?: string;
  readonly concurrency: number;
  readonly seed: number;
  /** 503 and 504 are expected (faults are being injected on purpose). */
  readonly faultsInjected: boolean;
}

/** The usage text. */
export const usage = [
  'pnpm fuzz [--requests N] [--url REST_ORIGIN --mcp-url MCP_ORIGIN --key KEY] [--concurrency N] [--seed N] [--faults-injected]',
  '',
  '  --requests N         requests to send (default 10000)',
  '  --url URL            the REST origin of a running service (Agent HTTP is on it too); without it the',
  '                       fuzzer starts its own service in-process, on a fresh SQLite store, and checks its log',
  '  --mcp-url URL        the dedicated MCP server of that service (default: the REST origin with port + 1)',
  '  --key KEY            a key of that service, on the Business plan (default: MANDALA_FUZZ_KEY)',
  '  --concurrency N      requests in flight at once (default 32)',
  '  --seed N             the generator seed; the same seed sends the same requests (default: the time)',
  '  --faults-injected    503 and 504 are expected (a database is being stopped on purpose)',
].join('\n');

function positiveInteger(name: string, text: string | undefined): number {
  if (text === undefined || !/^[0-9]+$/.test(text) || Number(text) < 1) throw new Error(`${name} takes a whole number above 0, not ${JSON.stringify(text)}.`);
  return Number(text);
}

/** Reads the command line (`argv` without node and the script); throws an Error with a sentence on a bad option. */
export function parseCliOptions(argv: readonly string[], environment: Readonly<Record<string, string | undefined>> = {}): CliOptions {
  const values = new Map<string, string | undefined>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--') continue;
    const [name = '', inline] = argument.split(/=(.*)/s, 2);
    if (!name.startsWith('--')) throw new Error(`Unexpected argument ${JSON.stringify(argument)}.\n\n${usage}`);
    if (name === '--faults-injected' || name === '--help') {
      values.set(name, 'true');
      continue;
    }
    const value = inline ?? argv[index + 1];
    if (inline === undefined) index += 1;
    values.set(name, value);
  }
  const known = new Set(['--requests', '--url', '--mcp-url', '--key', '--concurrency', '--seed', '--faults-injected', '--help']);
  for (const name of values.keys()) if (!known.has(name)) throw new Error(`Unknown option ${name}.\n\n${usage}`);
  if (values.has('--help')) throw new Error(usage);
  const url = values.get('--url');
  const key = values.get('--key') ?? environment['MANDALA_FUZZ_KEY'];
  if (url !== undefined && key === undefined) throw new Error('--url needs a key of that service: --key mdl_live_… (or MANDALA_FUZZ_KEY).');
  const mcpUrl = values.get('--mcp-url') ?? (url === undefined ? undefined : defaultMcpUrl(url));
  const seedText = values.get('--seed');
  return {
    requests: values.has('--requests') ? positiveInteger('--requests', values.get('--requests')) : 10_000,
    ...(url === undefined ? {} : { url }),
    ...(mcpUrl === undefined ? {} : { mcpUrl }),
    ...(key === undefined ? {} : { key }),
    concurrency: values.has('--concurrency') ? positiveInteger('--concurrency', values.get('--concurrency')) : 32,
    seed: seedText === undefined ? Date.now() % 2 ** 31 : positiveInteger('--seed', seedText),
    faultsInjected: values.has('--faults-injected'),
  };
}

function defaultMcpUrl(restUrl: string): string {
  const url = new URL(restUrl);
  url.port = String(Number(url.port || 80) + 1);
  return url.origin;
}
