// resolve_timezone with a time-zone abbreviation or a UTC offset, over the real atlas, through the SDK client:
// an isError result with `ambiguous_timezone` naming the zones it may mean (EST answered America/Chicago through
// Estherville, Iowa), charging nothing; a place still resolves.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolErrorEnvelopeOf } from '../src/tool-call-result';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

describe('resolve_timezone of an abbreviation or an offset', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  it('answers EST and UTC+2 with ambiguous_timezone and the candidate zones, and Berlin with its zone', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();

    const abbreviation = await client.callTool({ name: 'resolve_timezone', arguments: { query: 'EST' } });
    expect(abbreviation.isError).toBe(true);
    const text = (abbreviation.content as { text: string }[])[0]?.text ?? '';
    expect(text).toMatch(/^ambiguous_timezone: EST is a time-zone abbreviation \(Eastern Standard Time, UTC-05:00\), not a place; it may mean America\/New_York, America\/Toronto/);
    expect(text).toMatch(/What to do: Ask for the birth city/);
    expect(text).not.toMatch(/Estherville|America\/Chicago/);
    expect(toolErrorEnvelopeOf(abbreviation)).toMatchObject({
      error: { code: 'ambiguous_timezone', details: { kind: 'abbreviation', candidates: expect.arrayContaining(['America/New_York']) } },
      chargedUnits: 0,
    });

    const offset = await client.callTool({ name: 'resolve_timezone', arguments: { query: 'UTC+2' } });
    expect(toolErrorEnvelopeOf(offset)).toMatchObject({ error: { code: 'ambiguous_timezone', details: { kind: 'utc_offset', utcOffset: '+02:00', fixedOffsetZone: 'Etc/GMT-2' } } });

    const place = await client.callTool({ name: 'resolve_timezone', arguments: { query: 'Berlin' } });
    expect(place.structuredContent).toMatchObject({ data: { timezone: 'Europe/Berlin' } });
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });
});
