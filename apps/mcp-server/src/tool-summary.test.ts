import { describe, expect, it } from 'vitest';
import { summarizeToolResult } from './tool-summary';

describe('summarizeToolResult', () => {
  it('names type, profile, authority and cross of a v1 chart', () => {
    const chart = { Type: 'Projector', Profile: '5/1', Authority: 'Splenic', IncarnationCross: { Name: 'Left Angle Cross of Refinement' } };
    expect(summarizeToolResult('generate_chart', chart)).toBe('Projector 5/1, Splenic authority, Left Angle Cross of Refinement.');
  });

  it('reads the structured fields of v2/v3 charts', () => {
    const chart = {
      Type: { Id: 'generator', Name: 'Generator' },
      Profile: { Id: '1/3', Name: 'Investigator / Martyr' },
      Authority: { Id: 'sacral', Name: 'Sacral' },
      IncarnationCross: { Id: 'x', Name: 'Right Angle Cross of the Sphinx' },
    };
    expect(summarizeToolResult('generate_chart', chart)).toBe('Generator 1/3, Sacral authority, Right Angle Cross of the Sphinx.');
  });

  it("names the Activation sequence of a Gene Keys profile with each key's line and gift", () => {
    const profile = {
      Activation: [
        { Name: "Life's Work", Key: 17, Line: 3, Gift: 'Far-Sightedness' },
        { Name: 'Evolution', Key: 18, Line: 3, Gift: 'Integrity' },
      ],
    };
    expect(summarizeToolResult('get_gene_keys', profile)).toBe("Gene Keys: Life's Work 17.3 (Far-Sightedness), Evolution 18.3 (Integrity).");
    expect(summarizeToolResult('get_gene_keys', null)).toBe('Gene Keys profile calculated.');
  });

  it('falls back to a plain sentence for unexpected shapes and never throws', () => {
    expect(summarizeToolResult('generate_chart', null)).toBe('Chart calculated.');
    expect(summarizeToolResult('search_celebrities', 'nope')).toBe('No celebrities matched.');
    expect(summarizeToolResult('resolve_timezone', { timezone: 'UTC', location: null })).toBe('UTC.');
    expect(summarizeToolResult('unknown', {})).toBe('Done.');
  });

  it('summarises searches, zones and reference items', () => {
    expect(summarizeToolResult('search_celebrities', [{ name: 'Ada Lovelace' }, { name: 'Alan Turing' }])).toBe('2 celebrities found: Ada Lovelace, Alan Turing.');
    expect(summarizeToolResult('resolve_timezone', { timezone: 'Asia/Tokyo', utcOffset: '+09:00', location: { city: 'Tokyo' } })).toBe(
      'Tokyo: Asia/Tokyo (UTC+09:00).',
    );
    expect(summarizeToolResult('get_reference_item', { name: 'Power', theme: 'Sacral response' })).toBe('Power: Sacral response');
  });

  it('summarises a birth-time range: how many charts, what is certain, the shares of what is not', () => {
    const range = {
      Timezone: 'Europe/Paris',
      Window: { From: '06:00', To: '12:00' },
      Segments: [{}, {}, {}],
      Certain: { Type: { Name: 'Projector' }, Authority: { Name: 'Emotional' } },
      Uncertain: [{ Field: 'Profile', Alternatives: [{ Value: { Id: '1/3', Name: 'Investigator / Martyr' }, ShareOfWindow: 0.625 }, { Value: { Id: '1/4' }, ShareOfWindow: 0.375 }] }],
    };
    expect(summarizeToolResult('get_birth_time_range', range)).toBe(
      '3 different charts between 06:00 and 12:00 (Europe/Paris). Certain: Type Projector, Authority Emotional. Uncertain: Profile (1/3 63%, 1/4 38%).',
    );
  });
});
