import { describe, expect, it } from 'vitest';
import { bodygraphAppResourceMeta, claudeAppDomain } from './bodygraph-app-resource-meta';

describe('bodygraphAppResourceMeta', () => {
  it("derives Claude's domain as its documentation's example does", () => {
    expect(claudeAppDomain('https://example.com/mcp')).toBe('c3d80a4ed901ee05b21755a88273b4a4.claudemcpcontent.com');
  });

  it('declares no outside origin to either host, and no domain without a public address', () => {
    const meta = bodygraphAppResourceMeta();
    expect(meta).toEqual({
      ui: { csp: { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] }, prefersBorder: true },
      'openai/widgetCSP': { connect_domains: [], resource_domains: [] },
      'openai/widgetPrefersBorder': true,
      'openai/widgetDescription': expect.any(String),
    });
  });

  it('names the endpoint’s Claude domain in ui.domain and the service origin in openai/widgetDomain', () => {
    const meta = bodygraphAppResourceMeta({ endpointUrl: 'https://example.com/mcp', websiteUrl: 'https://mandala.example.com' });
    expect(meta).toMatchObject({ ui: { domain: 'c3d80a4ed901ee05b21755a88273b4a4.claudemcpcontent.com' }, 'openai/widgetDomain': 'https://mandala.example.com' });
  });
});
