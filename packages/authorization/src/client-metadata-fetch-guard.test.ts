import { describe, expect, it } from 'vitest';
import { isNonPublicAddress, mayFetchClientMetadata } from './client-metadata-fetch-guard';

// Guards the SSRF rules of client ID metadata documents: https only, no credentials, and no private, loopback,
// link-local or otherwise non-public address, whether written as a literal or reached by resolving a name.
describe('client metadata fetch guard', () => {
  it('knows private, loopback, link-local and mapped addresses from public ones', () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '172.20.0.1', '192.168.1.1', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111']) expect(isNonPublicAddress(address), address).toBe(false);
  });

  it('refuses plain http, credentials, literals of private addresses and localhost without resolving', async () => {
    const resolveHost = () => Promise.reject(new Error('must not resolve'));
    for (const url of ['http://example.com/client.json', 'https://user:pass@example.com/c.json', 'https://10.0.0.7/c.json', 'https://[::1]/c.json', 'https://localhost/c.json', 'not a url']) {
      expect(await mayFetchClientMetadata(url, resolveHost), url).toBe(false);
    }
    expect(await mayFetchClientMetadata('https://93.184.216.34/c.json', resolveHost)).toBe(true);
  });

  it('refuses a name that resolves to a private address, even one of several, and a name that does not resolve', async () => {
    expect(await mayFetchClientMetadata('https://client.example/c.json', () => Promise.resolve(['127.0.0.1']))).toBe(false);
    expect(await mayFetchClientMetadata('https://client.example/c.json', () => Promise.resolve(['93.184.216.34', '10.0.0.1']))).toBe(false);
    expect(await mayFetchClientMetadata('https://client.example/c.json', () => Promise.reject(new Error('ENOTFOUND')))).toBe(false);
    expect(await mayFetchClientMetadata('https://client.example/c.json', () => Promise.resolve(['93.184.216.34']))).toBe(true);
  });
});
