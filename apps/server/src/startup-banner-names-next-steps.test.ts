// Issue 23, defect 12: the startup banner named neither the playground nor /docs.
import { describe, expect, it } from 'vitest';
import { PICTURE_FONT_ADVICE } from '@mandala/operations';
import { startupBanner } from './startup-banner';

describe('the startup banner', () => {
  it('names the playground, the API reference and the MCP endpoint at URLs a browser here can open', () => {
    const banner = startupBanner({ restUrl: 'http://[::]:3000', mcpUrl: 'http://localhost:3001/' });
    expect(banner).toContain('Playground (charts in the browser): http://localhost:3000/\n');
    expect(banner).toContain('API reference:                      http://localhost:3000/docs  (OpenAPI: http://localhost:3000/openapi.json)');
    expect(banner).toContain('MCP server:                         http://localhost:3001/\n');
    expect(startupBanner({ restUrl: 'http://10.0.0.5:8080', mcpUrl: 'http://10.0.0.5:8081' })).toContain('http://10.0.0.5:8080/docs');
  });

  it('warns with what to install when the PNGs would have no labels, and not when a font is there', () => {
    const urls = { restUrl: 'http://[::]:3000', mcpUrl: 'http://localhost:3001/' };
    expect(startupBanner({ ...urls, pictureFontAdvice: PICTURE_FONT_ADVICE })).toContain(`\nWarning: ${PICTURE_FONT_ADVICE}\n`);
    expect(startupBanner(urls)).not.toContain('Warning');
  });
});
