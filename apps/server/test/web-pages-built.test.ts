// The playground as the service serves it from apps/web's build (`startMandala`, as `pnpm start` runs it): one
// page, its hashed script and styles, the offline engine as its own chunk, and the API beside it untouched.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, silentLogger } from '@mandala/rest-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMandala } from '../src/start-mandala';
import type { RunningMandala } from '../src/start-mandala';
import { docsPageContentSecurityPolicy, hashedFileCacheControl, pageContentSecurityPolicy, webDistFolder } from '../src/web-pages';

describe('the built playground served by the service', () => {
  let dataDirectory: string;
  let running: RunningMandala;
  let page: string;

  beforeAll(async () => {
    dataDirectory = mkdtempSync(join(tmpdir(), 'mandala-web-built-'));
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', MANDALA_DATA_DIR: dataDirectory, LOG_LEVEL: 'silent' });
    running = await startMandala({ config, mcpPort: 0, calculationPool: false, rest: { logger: silentLogger, announce: () => undefined } });
    page = await (await fetch(`${running.rest.url}/`)).text();
  }, 120_000);
  afterAll(async () => {
    await running.close();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  function assetPaths(): string[] {
    return [...page.matchAll(/\s(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
  }

  it('serves the page at / without a key, revalidated, with a policy that allows only this origin', async () => {
    const answer = await fetch(`${running.rest.url}/`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toBe(pageContentSecurityPolicy);
    expect(page).toContain('<h1>Mandala playground</h1>');
  });

  it('links one hashed script and one hashed stylesheet, each cached as immutable and sent compressed', async () => {
    const paths = assetPaths();
    expect(paths.filter((path) => /^\/assets\/playground-[\w-]{8}\.js$/.test(path))).toHaveLength(1);
    expect(paths.filter((path) => /^\/assets\/playground-[\w-]{8}\.css$/.test(path))).toHaveLength(1);
    for (const path of paths) {
      const answer = await fetch(`${running.rest.url}${path}`, { headers: { 'Accept-Encoding': 'br' } });
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      expect(answer.headers.get('cache-control')).toBe(hashedFileCacheControl);
      // Sent compressed whenever the build compressed it: every file but the few under a kilobyte (a small shared chunk).
      const built = existsSync(join(webDistFolder(), `${path}.br`));
      expect({ path, encoding: answer.headers.get('content-encoding') }).toEqual({ path, encoding: built ? 'br' : null });
      if (/\/playground-[\w-]{8}\.(js|css)$/.test(path)) expect({ path, built }).toEqual({ path, built: true });
    }
  });

  it('serves the API reference at /docs: its built page, scripts from this origin only, inline styles for the renderer', async () => {
    const answer = await fetch(`${running.rest.url}/docs`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('content-security-policy')).toBe(docsPageContentSecurityPolicy);
    expect(docsPageContentSecurityPolicy).toContain("script-src 'self';");
    expect(docsPageContentSecurityPolicy).toContain("connect-src 'self';");
    const docs = await answer.text();
    expect(docs).toMatch(/<script type="module" crossorigin src="\/assets\/docs-[\w-]{8}\.js"><\/script>/);
    expect(docs).not.toMatch(/https?:\/\//);
  });

  it('serves /plans to anyone, static, with the pages\' policy and headers, and the one site stylesheet beside it (issue 38)', async () => {
    const plans = await fetch(`${running.rest.url}/plans`);
    expect(plans.status).toBe(200);
    expect(plans.headers.get('content-security-policy')).toBe(pageContentSecurityPolicy);
    expect(plans.headers.get('cache-control')).toBe('no-cache');
    expect(plans.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plans.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await plans.text();
    expect(html.match(/data-plan="/g)).toHaveLength(5);
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=|<script\b(?![^>]*\ssrc=)/i);
    for (const path of ['/site.css', '/favicon.svg']) {
      const answer = await fetch(`${running.rest.url}${path}`);
      expect({ path, status: answer.status, cacheControl: answer.headers.get('cache-control') }).toEqual({ path, status: 200, cacheControl: 'no-cache' });
      expect(page).toContain(`href="${path}"`);
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('keeps scripts and styles out of the page itself, which the policy would block', () => {
    expect(page.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(' src='))).toBe(true);
    expect(page).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i);
    expect(page).not.toMatch(/https?:\/\//);
  });

  it('names only elements that exist in its labels and ARIA references', () => {
    const ids = new Set([...page.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const references = [...page.matchAll(/\s(?:for|aria-controls|aria-describedby|aria-labelledby)="([^"]+)"/g)].flatMap((match) => match[1]?.split(' ') ?? []);
    expect(references.length).toBeGreaterThan(10);
    expect(references.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('keeps the offline engine out of the page script, in its own minified chunk that the page names', async () => {
    const scriptPath = assetPaths().find((path) => path.endsWith('.js')) ?? '';
    const script = await (await fetch(`${running.rest.url}${scriptPath}`)).text();
    expect(script).toContain('mode-offline');
    expect(script).not.toContain('Self-Expression'); // the engine's reference data stays out of the page's own script
    expect(script.length).toBeLessThan(200_000);
    const engineName = /engine-entry-[\w-]{8}\.js/.exec(script)?.[0];
    expect(engineName).toMatch(/^engine-entry-/);
    expect(page).not.toContain('engine-entry');
    const engine = await fetch(`${running.rest.url}/assets/${engineName ?? ''}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(engine.status).toBe(200);
    expect(engine.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(engine.headers.get('cache-control')).toBe(hashedFileCacheControl);
    const engineText = await engine.text();
    expect(engineText).toContain('Self-Expression');
    expect(engineText.split('\n').length).toBeLessThan(50); // minified
  });

  it('leaves the API routes to their own authentication and unknown paths to the API\'s 404', async () => {
    expect((await fetch(`${running.rest.url}/v3/hd-data?date=1990-05-15T14:30&timezone=UTC`)).status).toBe(401);
    const missing = await fetch(`${running.rest.url}/assets/missing.js`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: string }).error).toBe('route_not_found');
  });
});
