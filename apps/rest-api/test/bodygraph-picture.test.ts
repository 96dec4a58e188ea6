// GET /bodygraph.svg and /bodygraph.png over the real engines: the picture of the chart the JSON routes
// answer, shown inline, the same bytes for the same chart (ETag, 304), the JSON routes' tiers and charges.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const birth = 'date=1985-03-12T14:30&timezone=America/New_York';
const partner = 'date1=1988-11-02T08:05&timezone1=Europe/Berlin';
const transit = 'transitDate=2026-03-20T12:00&transitTimezone=UTC';
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('bodygraph pictures over REST', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('GET /bodygraph.svg draws the natal chart of /v2/hd-data: its defined centers filled, its headline as the title', async () => {
    const { key, accountId } = await server.account('creator');
    const response = await server.request(`/bodygraph.svg?${birth}`, { headers: bearer(key) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="bodygraph-198503121430.svg"');
    expect(response.headers.get('cache-control')).toBe('private, max-age=86400');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers.get('ratelimit-remaining')).not.toBeNull();
    const svg = response.text;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.match(/data-center="/g)).toHaveLength(9);

    const startup = await server.account('startup');
    const chart = (await server.request(`/v2/hd-data?${birth}`, { headers: bearer(startup.key) })).body as {
      Type: { Name: string };
      Profile: { Id: string };
      Centers: { Name: string; Defined: boolean }[];
    };
    for (const center of chart.Centers) expect(svg).toContain(`data-center="${center.Name}" data-defined="${center.Defined}"`);
    expect(/<title[^>]*>([^<]*)<\/title>/.exec(svg)?.[1]).toContain(`${chart.Type.Name}, profile ${chart.Profile.Id}`);
    expect(await usedUnits(server.store, accountId)).toBe(1);
  });

  it('gives the same bytes and ETag for the same chart, and 304 for If-None-Match', async () => {
    const { key } = await server.account('creator');
    const first = await server.request(`/bodygraph.svg?${birth}&theme=dark&size=400`, { headers: bearer(key) });
    const second = await server.request(`/bodygraph.svg?theme=dark&size=400&${birth}`, { headers: bearer(key) });
    expect(second.text).toBe(first.text);
    const tag = first.headers.get('etag') as string;
    expect(second.headers.get('etag')).toBe(tag);
    expect(first.text).toContain('width="400"');
    const light = await server.request(`/bodygraph.svg?${birth}&size=400`, { headers: bearer(key) });
    expect(light.headers.get('etag')).not.toBe(tag);

    const conditional = await server.request(`/bodygraph.svg?${birth}&theme=dark&size=400`, { headers: { ...bearer(key), 'if-none-match': tag } });
    expect(conditional.status).toBe(304);
    expect(conditional.text).toBe('');
    expect(conditional.headers.get('etag')).toBe(tag);
  });

  it('GET /bodygraph.png answers the same PNG bytes each time', async () => {
    const { key, accountId } = await server.account('creator');
    const fetchPng = () => fetch(`${server.url}/bodygraph.png?${birth}&size=300`, { headers: bearer(key) });
    const first = await fetchPng();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('content-disposition')).toBe('inline; filename="bodygraph-198503121430.png"');
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    // The IHDR width: 300 pixels.
    expect(new DataView(bytes.buffer, bytes.byteOffset).getUint32(16)).toBe(300);
    const second = await fetchPng();
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await usedUnits(server.store, accountId)).toBe(2);
  });

  it('draws the composite of two people with date1 and timezone1 on the Creator plan', async () => {
    const { key } = await server.account('creator');
    const composite = await server.request(`/bodygraph.svg?${birth}&${partner}`, { headers: bearer(key) });
    expect(composite.status).toBe(200);
    expect(composite.headers.get('content-disposition')).toBe('inline; filename="bodygraph-composite-198503121430-198811020805.svg"');
    expect(composite.text.match(/data-center="/g)).toHaveLength(9);
    const natal = await server.request(`/bodygraph.svg?${birth}`, { headers: bearer(key) });
    expect(composite.text).not.toBe(natal.text);
  });

  it('draws a transit over the natal chart with transitDate for Startup and above, and refuses it to Creator without charge', async () => {
    const creator = await server.account('creator');
    const refused = await server.request(`/bodygraph.svg?${birth}&${transit}`, { headers: bearer(creator.key) });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'insufficient_tier' });
    expect(await usedUnits(server.store, creator.accountId)).toBe(0);

    const startup = await server.account('startup');
    const overlay = await server.request(`/bodygraph.svg?${birth}&${transit}`, { headers: bearer(startup.key) });
    expect(overlay.status).toBe(200);
    expect(overlay.text.match(/data-center="/g)).toHaveLength(9);
    expect(await usedUnits(server.store, startup.accountId)).toBe(1);
  });

  it.each([
    ['date1 without timezone1', `${birth}&date1=1988-11-02T08:05`, 'timezone1'],
    ['transitTimezone without transitDate', `${birth}&transitTimezone=UTC`, 'transitDate'],
    ['a composite and a transit at once', `${birth}&${partner}&${transit}`, 'transitDate'],
    ['a size below 200 pixels', `${birth}&size=50`, 'size'],
    ['an unknown theme', `${birth}&theme=blue`, 'theme'],
    ['a bad date', 'date=1985-13-12T14:30&timezone=America/New_York', 'date'],
  ])('answers 400 for %s, naming the field, and charges nothing', async (_case, query, field) => {
    const { key, accountId } = await server.account('business');
    const response = await server.request(`/bodygraph.svg?${query}`, { headers: bearer(key) });
    expect(response.status).toBe(400);
    const body = response.body as { error: string; details: { issues: { path: string }[] } };
    expect(body.error).toBe('validation_error');
    expect(body.details.issues.map((issue) => issue.path)).toContain(field);
    expect(await usedUnits(server.store, accountId)).toBe(0);
  });

  it('needs a key like every calculation', async () => {
    const response = await server.request(`/bodygraph.png?${birth}`);
    expect(response.status).toBe(401);
  });
});
