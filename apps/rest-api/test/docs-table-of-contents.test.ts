// Issue 23, defect 10: /docs listed its operations with no table of contents. Every operation is now linked from
// the contents, grouped by tag, and every link lands on a section.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('the table of contents of /docs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('links every operation of /openapi.json once, to a section that exists', async () => {
    const document = (await server.request('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const operationCount = Object.values(document.paths).reduce((count, methods) => count + Object.keys(methods).length, 0);
    const page = (await server.request('/docs')).text;
    const nav = /<nav[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
    expect(nav).toContain(`Contents (${operationCount} operations)`);
    const links = [...nav.matchAll(/<a href="#([^"]+)">/g)].map((match) => decodeURIComponent(match[1] ?? ''));
    expect(links).toHaveLength(operationCount);
    expect(new Set(links).size).toBe(operationCount);
    const ids = new Set([...page.matchAll(/<section id="([^"]+)">/g)].map((match) => (match[1] ?? '').replaceAll('&#123;', '{').replaceAll('&#125;', '}')));
    expect(links.filter((link) => !ids.has(link))).toEqual([]);
    expect(nav).toMatch(/<h3>Charts<\/h3>|<h3>[A-Z][a-z]+/);
  });
});
