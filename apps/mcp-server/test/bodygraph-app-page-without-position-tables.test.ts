import { describe, expect, it } from 'vitest';
import { buildBodygraphAppHtml } from '../src/bodygraph-app/bodygraph-app-bundle';

// The page draws tool results and computes nothing: it must bundle the ephemeris's browser entry, not the Node
// entry whose position tables (every span, about 3 MB) made the page 3.4 MB.
describe('the bodygraph MCP App page', () => {
  it('carries no position tables: well under 1 MB', async () => {
    const html = await buildBodygraphAppHtml();
    expect(html.length).toBeLessThan(1_000_000);
    expect(html).toContain('<script');
  }, 60_000);
});
