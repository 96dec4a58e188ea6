// Issue 23, defect 12: the startup banner named neither the playground nor /docs.
import { describe, expect, it } from 'vitest';
import { startupBanner } from './startup-banner';

describe('the startup banner', () => {
  it('names the playground, the API reference and the MCP endpoint at URLs a browser here can open', () => {
    const banner = startupBanner({ restUrl: 'http://[::]:3000', mcpUrl: 'http://localhost:3001/' });
    expect(banner).toContain('Playground (charts in the browser): http://localhost:3000/\n');
    expect(banner).toContain('API reference:                      http://localhost:3000/docs  (OpenAPI: http://localhost:3000/openapi.json)');
    expect(banner).toContain('MCP server:                         http://localhost:3001/\n');
    expect(startupBanner({ restUrl: 'http://10.0.0.5:8080', mcpUrl: 'http://10.0.0.5:8081' })).toContain('http://10.0.0.5:8080/docs');
  });
});
