import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options';

describe('parseCliOptions', () => {
  it('reads the documented command', () => {
    expect(
      parseCliOptions(['--requests', '100000', '--url', 'http://localhost:3000', '--mcp-url', 'http://localhost:3001', '--key', 'mdl_live_x', '--seed', '7']),
    ).toEqual({ requests: 100_000, url: 'http://localhost:3000', mcpUrl: 'http://localhost:3001', key: 'mdl_live_x', concurrency: 32, seed: 7, faultsInjected: false });
  });

  it('starts its own service without --url, and takes --name=value', () => {
    const options = parseCliOptions(['--requests=500', '--concurrency=4', '--faults-injected']);
    expect(options).toMatchObject({ requests: 500, concurrency: 4, faultsInjected: true });
    expect(options.url).toBeUndefined();
  });

  it('takes the key from MANDALA_FUZZ_KEY and the MCP origin from the REST port + 1', () => {
    expect(parseCliOptions(['--url', 'http://127.0.0.1:8080'], { MANDALA_FUZZ_KEY: 'mdl_live_y' })).toMatchObject({ key: 'mdl_live_y', mcpUrl: 'http://127.0.0.1:8081' });
  });

  it.each([
    [['--requests', 'many'], /whole number/],
    [['--url', 'http://localhost:3000'], /needs a key/],
    [['--speed', '3'], /Unknown option --speed/],
    [['stray'], /Unexpected argument/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCliOptions(argv)).toThrow(message);
  });
});
