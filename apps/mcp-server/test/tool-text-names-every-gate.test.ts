// generate_chart's text used to be one line ("Projector 6/3, Emotional authority, …") at every detail level, so a
// host that hands the model only `content` gave it almost nothing. The text now reads the chart: at `full` every
// channel with its name and every planet's gate.line on both sides; quota, request id and timing are in `_meta`.
import { channels as referenceChannels, getGate } from '@mandala/reference-library';
import { natalChart } from '@mandala/bodygraph';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALL_META_KEY } from '../src/tool-call-result';
import { bearer, connectClient, createTestEngines, startMcpTestServer } from './harness';
import type { McpTestServer } from './harness';

interface Body { Gate: number; Line: number }
interface FullChart {
  Type: { Name: string };
  Authority: { Name: string };
  Profile: { Id: string };
  Strategy: { Name: string };
  Definition: { Name: string };
  IncarnationCross: { Name: string };
  DefinedCenters: string[];
  UndefinedCenters: string[];
  Channels: { Id: string }[];
  Planets: { Personality: Record<string, Body>; Design: Record<string, Body> };
  Variables: { Notation: string };
}

const birth = { birthDateTime: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
const textOf = (result: object): string => ((result as { content?: { type: string; text: string }[] }).content ?? []).find((block) => block.type === 'text')?.text ?? '';

describe('generate_chart text a model can read', () => {
  let served: McpTestServer;
  beforeAll(async () => {
    // The real chart engine (the default engines' picture module does not load in a test worker here).
    served = await startMcpTestServer({ engines: { ...createTestEngines(), natalChart: (birth, version) => natalChart(birth, { version }) } });
  });
  afterAll(() => served.close());

  it('names every channel and every gate.line of both sides at full, with the headline facts and where the JSON is', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const result = await client.callTool({ name: 'generate_chart', arguments: { ...birth, detailLevel: 'full' } });
    const chart = (result.structuredContent as { data: FullChart }).data;
    const text = textOf(result);
    for (const fact of [chart.Type.Name, chart.Authority.Name, chart.Profile.Id, chart.Strategy.Name, chart.Definition.Name, chart.IncarnationCross.Name, chart.Variables.Notation]) {
      expect(text).toContain(fact);
    }
    for (const center of [...chart.DefinedCenters, ...chart.UndefinedCenters]) expect(text).toContain(center);
    expect(chart.Channels.length).toBeGreaterThan(0);
    for (const channel of chart.Channels) {
      const name = referenceChannels.find((known) => known.id === channel.Id)?.name ?? 'unknown';
      expect(text).toContain(`${channel.Id} ${name}`);
    }
    for (const [planet, personality] of Object.entries(chart.Planets.Personality)) {
      const design = chart.Planets.Design[planet] as Body;
      const row = text.split('\n').find((line) => line.startsWith(`| ${planet.replace(/Node$/, ' Node')} |`));
      expect(row, planet).toBeDefined();
      const [, , personalityCell = '', designCell = ''] = (row ?? '').split('|');
      expect(personalityCell.trim().startsWith(`${personality.Gate}.${personality.Line} `), `${planet} Personality`).toBe(true);
      expect(designCell.trim().startsWith(`${design.Gate}.${design.Line} `), `${planet} Design`).toBe(true);
      expect(personalityCell).toContain(getGate(personality.Gate).name);
    }
    expect(text).toMatch(/structuredContent/);
    await client.close();
  });

  it('is short at core, larger at standard, complete at full; structuredContent holds the data and _meta the call facts', async () => {
    const { key } = await served.account('business');
    const client = await connectClient(served.url, bearer(key));
    await client.listTools();
    const sizes: number[] = [];
    for (const detailLevel of ['core', 'standard', 'full'] as const) {
      const result = await client.callTool({ name: 'generate_chart', arguments: { ...birth, detailLevel } });
      const text = textOf(result);
      sizes.push(text.length);
      expect(Object.keys(result.structuredContent ?? {}).sort()).toEqual(['data', 'tool', 'version']);
      expect(result._meta?.[CALL_META_KEY]).toMatchObject({ chargedUnits: 1, quota: { used: expect.any(Number) }, requestId: expect.any(String), durationMs: expect.any(Number) });
      expect(text).toMatch(/Channels \(\d+\)/);
      expect(text).toMatch(/Defined centers: /);
      if (detailLevel === 'core') expect(text).not.toMatch(/\| Sun \|/);
      else expect(text).toMatch(/\| Sun \| \d+\.\d /);
    }
    expect(sizes[0]).toBeLessThan(1200);
    expect(sizes[0]).toBeLessThan(sizes[1] as number);
    expect(sizes[1]).toBeLessThan(sizes[2] as number);
    await client.close();
  });
});
