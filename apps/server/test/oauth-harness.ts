// What the OAuth tests share: the service on ephemeral ports with a person who has an account (signed in through
// the account system's own `GET|POST /account/sign-in?next=…`), an MCP SDK OAuth client provider that hands its authorization URL to the test, a
// loopback redirect receiver, and Chromium to sign in and answer the consent page.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import type { OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Page } from 'playwright-core';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala, StartMandalaOptions } from '../src/start-mandala';

export const testPassword = 'correct horse battery staple';

/** The service for the OAuth tests, with the test sessions and a test account. */
export interface OAuthService {
  readonly running: RunningMandala;
  readonly accountId: string;
  readonly email: string;
  close(): Promise<void>;
}

export async function startOAuthService(authorization: StartMandalaOptions['authorization'] = {}): Promise<OAuthService> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-oauth-'));
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
  const running = await startMandala({
    config,
    mcpPort: 0,
    calculationPool: false,
    rest: { logger: silentLogger, announce: () => undefined },
    authorization,
  });
  // A person with an account of their own (the account system's sign-up), on the Business plan.
  const email = 'ada@example.test';
  const { id: accountId } = await running.rest.store.signUp({ email, password: testPassword });
  await running.rest.store.setPlan(accountId, 'business');
  return {
    running,
    accountId,
    email,
    async close() {
      await running.close();
      rmSync(dataDirectory, { recursive: true, force: true });
    },
  };
}

/** A loopback http server receiving the authorization redirect (RFC 8252 §7.3). */
export interface RedirectReceiver {
  readonly redirectUrl: string;
  /** The query of the next redirect received. */
  nextRedirect(): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export async function startRedirectReceiver(): Promise<RedirectReceiver> {
  let waiting: ((query: URLSearchParams) => void) | undefined;
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/callback') {
      response.writeHead(404).end();
      return;
    }
    const query = url.searchParams;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
    if (waiting === undefined) received.push(query);
    else {
      waiting(query);
      waiting = undefined;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    redirectUrl: `http://127.0.0.1:${port}/callback`,
    nextRedirect: () => {
      const first = received.shift();
      return first === undefined ? new Promise((resolve) => (waiting = resolve)) : Promise.resolve(first);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An MCP SDK OAuth client provider that keeps everything in memory and hands the authorization URL to the test. */
export class TestOAuthClient implements OAuthClientProvider {
  information: OAuthClientInformationMixed | undefined;
  savedTokens: OAuthTokens | undefined;
  verifier = '';
  authorizationUrl: URL | undefined;
  constructor(
    private readonly redirect: string,
    readonly clientMetadataUrl?: string,
  ) {}
  get redirectUrl(): string {
    return this.redirect;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'Test MCP client',
      redirect_uris: [this.redirect],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation(): OAuthClientInformationMixed | undefined {
    return this.information;
  }
  saveClientInformation(information: OAuthClientInformationMixed): void {
    this.information = information;
  }
  tokens(): OAuthTokens | undefined {
    return this.savedTokens;
  }
  saveTokens(tokens: OAuthTokens): void {
    this.savedTokens = tokens;
  }
  redirectToAuthorization(authorizationUrl: URL): void {
    this.authorizationUrl = authorizationUrl;
  }
  saveCodeVerifier(codeVerifier: string): void {
    this.verifier = codeVerifier;
  }
  codeVerifier(): string {
    return this.verifier;
  }
}

/** In Chromium: opens the authorization URL, signs in when asked, and presses `button` on the consent page. */
export async function answerConsent(page: Page, authorizationUrl: URL, email: string, button: 'Allow' | 'Deny'): Promise<void> {
  await page.goto(authorizationUrl.href);
  if (new URL(page.url()).pathname === '/account/sign-in') {
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(testPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForLoadState();
  }
  await page.getByRole('button', { name: button }).waitFor();
  await page.getByRole('button', { name: button }).click();
}

/** An https server on loopback serving one client ID metadata document, with the test certificate. */
export interface MetadataDocumentServer {
  readonly origin: string;
  readonly clientId: string;
  readonly certificate: string;
  /** How many times the document was fetched. */
  fetches: number;
  close(): Promise<void>;
}

export async function startMetadataDocumentServer(redirectUrl: string): Promise<MetadataDocumentServer> {
  const folder = join(import.meta.dirname, 'fixtures', 'loopback-tls');
  const certificate = readFileSync(join(folder, 'certificate.pem'), 'utf8');
  const state = { fetches: 0 };
  const server = createHttpsServer({ key: readFileSync(join(folder, 'key.pem')), cert: certificate }, (request, response) => {
    state.fetches += 1;
    const { port } = server.address() as AddressInfo;
    const clientId = `https://127.0.0.1:${port}/oauth/client.json`;
    if (request.url !== '/oauth/client.json') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'max-age=600' }).end(
      JSON.stringify({
        client_id: clientId,
        client_name: 'Metadata Document Client',
        redirect_uris: [redirectUrl],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'none',
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    clientId: `https://127.0.0.1:${port}/oauth/client.json`,
    certificate,
    get fetches() {
      return state.fetches;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
