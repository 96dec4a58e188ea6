import { connect, createServer } from 'node:net';
import type { AddressInfo, Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedFetchingMetadata } from './client-registration-policy';
import { guardedFetch } from './create-provider';
import { startAuthorizationTestServer } from './test-support/authorization-test-server';
import type { AuthorizationTestServer } from './test-support/authorization-test-server';

// Guards issue 35's medium finding: `POST /oauth/register` (open to anyone) with a `sector_identifier_uri` on
// 127.0.0.1 made the server open a TLS connection to that loopback listener (a blind SSRF and internal port probe):
// the client metadata documents' guard was not applied to that fetch. Every metadata field that would make
// oidc-provider fetch a URL is now refused at registration with invalid_client_metadata, every fetch it makes passes
// the one guard first, and the fields it never fetches (logo_uri, client_uri, policy_uri, tos_uri) reach no socket.
// A listening socket records every connection, so "not contacted" is observed, not assumed.

const loopbackHosts = ['127.0.0.1', 'localhost', '127.1', '0.0.0.0', '[::1]'];

describe('URLs a client registration names are never fetched from loopback', () => {
  let issuer: string;
  let started: AuthorizationTestServer;
  let listener: Server;
  let listenerV6: Server | undefined;
  let port: number;
  const connections: string[] = [];

  beforeAll(async () => {
    // One port, listened on by IPv4 (all addresses: 127.0.0.1, 127.1, 0.0.0.0, localhost) and IPv6 loopback.
    const record = (socket: Socket) => {
      connections.push(`${socket.remoteAddress ?? '?'}`);
      socket.destroy();
    };
    listener = createServer(record);
    await new Promise<void>((resolve) => listener.listen(0, '0.0.0.0', resolve));
    port = (listener.address() as AddressInfo).port;
    listenerV6 = createServer(record);
    await new Promise<void>((resolve) => {
      listenerV6?.once('error', () => {
        listenerV6 = undefined;
        resolve();
      });
      listenerV6?.listen(port, '::1', resolve);
    });

    started = await startAuthorizationTestServer('mandala-ssrf-');
    ({ issuer } = started);
  });
  afterAll(async () => {
    await started.close();
    await new Promise<void>((resolve) => listener.close(() => resolve()));
    await new Promise<void>((resolve) => (listenerV6 === undefined ? resolve() : listenerV6.close(() => resolve())));
  });

  const register = (metadata: Record<string, unknown>) =>
    fetch(`${issuer}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_name: 'Probe', redirect_uris: ['http://127.0.0.1:49152/callback'], token_endpoint_auth_method: 'none', ...metadata }),
    });

  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  for (const field of refusedFetchingMetadata) {
    it(`refuses ${field} at registration with invalid_client_metadata and contacts none of ${loopbackHosts.join(', ')}`, async () => {
      for (const host of loopbackHosts) {
        for (const scheme of ['https', 'http']) {
          const url = `${scheme}://${host}:${port}/x`;
          const value = field === 'request_uris' ? [url] : field === 'jwks' ? { keys: [] } : url;
          const answer = await register({ [field]: value });
          expect(answer.status, `${field} = ${url}`).toBe(400);
          const body = (await answer.json()) as { error: string; error_description: string };
          expect(body.error, `${field} = ${url}`).toBe('invalid_client_metadata');
          expect(body.error_description).toContain(field);
        }
      }
      await settle();
      expect(connections).toEqual([]);
    });
  }

  it('registers the fields it never fetches (logo_uri, client_uri, policy_uri, tos_uri) without contacting them', async () => {
    for (const host of loopbackHosts) {
      const url = `https://${host}:${port}/x`;
      const answer = await register({ logo_uri: url, client_uri: url, policy_uri: url, tos_uri: url });
      expect(answer.status, host).toBe(201);
    }
    await settle();
    expect(connections).toEqual([]);
  });

  it('refuses a client ID metadata document on every loopback spelling without contacting it', async () => {
    for (const host of loopbackHosts) {
      const clientId = `https://${host}:${port}/client.json`;
      const query = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: 'http://127.0.0.1:49152/callback', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', scope: 'charts' });
      const answer = await fetch(`${issuer}/oauth/authorize?${query}`, { redirect: 'manual' });
      expect(answer.status, host).toBe(400);
      expect(await answer.text()).toContain('invalid_client');
    }
    await settle();
    expect(connections).toEqual([]);
  });

  it('guards every fetch oidc-provider makes: a loopback URL is refused before any socket opens', async () => {
    const guarded = guardedFetch(undefined, () => Promise.resolve(['127.0.0.1']));
    for (const host of [...loopbackHosts, 'rebinding.example']) {
      for (const scheme of ['https', 'http']) {
        await expect(guarded(`${scheme}://${host}:${port}/x`, { method: 'GET' })).rejects.toThrow(/fetches only https URLs on public addresses/);
      }
    }
    await settle();
    expect(connections).toEqual([]);
  });

  it('lets the listener record a connection when one is made (the probe can fail)', async () => {
    const socket = await new Promise<Socket>((resolve) => {
      const made: Socket = connect(port, '127.0.0.1', () => resolve(made));
    });
    socket.destroy();
    await settle();
    expect(connections.length).toBe(1);
    connections.length = 0;
  });
});
