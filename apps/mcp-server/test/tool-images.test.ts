// includeImage on generate_chart and generate_composite_chart through the MCP SDK client: the bodygraph as an
// image content item (PNG, base64) beside the summary, with the envelope (without the picture) as structuredContent.
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, connectClient, startMcpTestServer, usedUnits } from './harness';
import type { McpTestServer } from './harness';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const birth = { birthDateTime: '1985-03-12T14:30', timezone: 'America/New_York' };

function pngWidth(base64: string): number {
  const bytes = Buffer.from(base64, 'base64');
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  return bytes.readUInt32BE(16);
}

describe('tool images over MCP', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    served = await startMcpTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => served.close());

  it('generate_chart with includeImage: true adds the bodygraph PNG as an image content item, for 1 unit', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools(); // the client checks structuredContent against the outputSchema it has listed
    const answer = await client.callTool({ name: 'generate_chart', arguments: { ...birth, includeImage: true } });
    expect(answer.isError).toBeFalsy();
    const content = answer.content as { type: string; text?: string; data?: string; mimeType?: string }[];
    expect(content.map((block) => block.type)).toEqual(['text', 'image']);
    const image = content[1]!;
    expect(image.mimeType).toBe('image/png');
    expect(pngWidth(image.data as string)).toBe(600);
    expect(answer).toMatchObject({ structuredContent: { tool: 'generate_chart' }, _meta: { 'mandala/meta': { chargedUnits: 1 } } });
    expect(answer.structuredContent).not.toHaveProperty('image');
    expect(await usedUnits(served.store, accountId)).toBe(1);

    const plain = await client.callTool({ name: 'generate_chart', arguments: birth });
    expect((plain.content as { type: string }[]).map((block) => block.type)).toEqual(['text']);
    await client.close();
  });

  it('generate_composite_chart with includeImage: true draws the two people', async () => {
    const { key } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const answer = await client.callTool({
      name: 'generate_composite_chart',
      arguments: { personA: birth, personB: { birthDateTime: '1988-11-02T08:05', timezone: 'Europe/Berlin' }, includeImage: true },
    });
    expect(answer.isError).toBeFalsy();
    const content = answer.content as { type: string; data?: string; mimeType?: string }[];
    expect(content.map((block) => block.type)).toEqual(['text', 'image']);
    expect(pngWidth(content[1]!.data as string)).toBe(600);
    await client.close();
  });

  it('refuses a non-boolean includeImage as a tool error, charging nothing', async () => {
    const { key, accountId } = await served.account('creator');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const answer = await client.callTool({ name: 'generate_chart', arguments: { ...birth, includeImage: 'yes' } });
    expect(answer.isError).toBe(true);
    expect((answer.content as { text: string }[])[0]!.text).toMatch(/^validation_error: .*includeImage/);
    expect(await usedUnits(served.store, accountId)).toBe(0);
    await client.close();
  });
});
