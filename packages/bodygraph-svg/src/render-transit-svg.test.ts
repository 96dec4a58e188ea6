import { describe, expect, it } from 'vitest';
import { knownTransit } from '../test/known-chart';
import { palettes } from './palette';
import { renderTransitBodygraphSvg, transitBodygraphHeadline, transitGateKinds } from './render-transit-svg';

const chart = knownTransit();
const svg = renderTransitBodygraphSvg(chart);
const { design, personality, transit } = palettes.light;

const count = (pattern: RegExp): number => svg.match(pattern)?.length ?? 0;
const halfOf = (gate: number) => svg.match(new RegExp(`<path data-half="${gate}" data-activation="([a-z]+)"( data-transit="true")? d="[^"]+" stroke="([^"]+)"`));

describe('renderTransitBodygraphSvg', () => {
  it('is the known transit: 2026-01-01 completes 28-38 (natal 28, transit 38) and newly defines the G and the Heart', () => {
    expect(chart.Channels.find((channel) => channel.Id === '28-38')).toMatchObject({ Kind: 'Completed', NatalGates: [28], TransitGates: [38] });
    expect(chart.Channels.find((channel) => channel.Id === '37-40')).toMatchObject({ Kind: 'Transit' });
    expect(chart.NewlyDefinedCenters).toEqual(['G', 'Heart']);
  });

  it('draws 9 centers, 36 channels of 72 halves and 64 gates, each identified', () => {
    expect(count(/<polygon data-center="/g)).toBe(9);
    expect(count(/<g data-channel="/g)).toBe(36);
    expect(count(/data-half="/g)).toBe(72);
    expect(count(/<g data-gate="/g)).toBe(64);
  });

  it('shows the transit half of a channel the transit completes, beside the natal half', () => {
    expect(svg).toContain('<g data-channel="28-38" data-defined="true" data-kind="completed">');
    expect(halfOf(38)?.slice(1)).toEqual(['transit', ' data-transit="true"', transit]);
    const natal28 = transitGateKinds(chart).get(28);
    expect(natal28).toBe('design');
    expect(halfOf(28)?.slice(1)).toEqual(['design', undefined, design]);
    expect(svg).toMatch(/<g data-gate="38" data-activation="transit" data-transit="true"><circle [^>]*fill="#0b8a7f"/);
  });

  it('draws a channel of the transit alone in the transit color, and natal channels as in the natal chart', () => {
    expect(svg).toContain('<g data-channel="37-40" data-defined="true" data-kind="transit">');
    expect(halfOf(37)?.[3]).toBe(transit);
    expect(halfOf(40)?.[3]).toBe(transit);
    for (const channel of chart.Channels) {
      expect(svg).toContain(`<g data-channel="${channel.Id}" data-defined="true" data-kind="${channel.Kind.toLowerCase()}">`);
    }
    expect(count(/<g data-channel="[^"]+" data-defined="true"/g)).toBe(chart.Channels.length);
    const kinds = [...transitGateKinds(chart).values()];
    expect(new Set(kinds)).toEqual(new Set(['design', 'personality', 'both', 'transit']));
    const personalityGate = [...transitGateKinds(chart)].find(([, kind]) => kind === 'personality')?.[0] as number;
    expect(halfOf(personalityGate)?.[3]).toBe(personality);
  });

  it('rings a natal gate the transit also activates', () => {
    const natalAndTransit = chart.TransitGates.filter((gate) => transitGateKinds(chart).get(gate) !== 'transit');
    expect(natalAndTransit.length).toBeGreaterThan(0);
    for (const gate of natalAndTransit) {
      expect(svg).toMatch(new RegExp(`<g data-gate="${gate}" data-activation="(design|personality|both)" data-transit="true"><circle [^>]*fill="none" stroke="${transit}"`));
    }
    expect(count(/<g data-gate="\d+" data-activation="[a-z]+" data-transit="true">/g)).toBe(chart.TransitGates.length);
  });

  it('fills the centers defined with the transit, the newly defined ones lighter and marked', () => {
    for (const name of chart.Combined.DefinedCenters) expect(svg).toContain(`<polygon data-center="${name}" data-defined="true"`);
    expect(count(/<polygon data-center="[^"]+" data-defined="true"/g)).toBe(chart.Combined.DefinedCenters.length);
    expect(count(/data-newly-defined="true"/g)).toBe(2);
    const g = svg.match(/<polygon data-center="G" data-defined="true" data-newly-defined="true"[^>]*fill="([^"]+)"[^>]*><title>G: defined by the transit<\/title>/);
    expect(g?.[1]).toBe('#fbe8aa'); // #f7d154 half way to white
    expect(svg).toMatch(/<polygon data-center="Sacral" data-defined="true" points="[^"]+" fill="#e05d5d">/);
  });

  it('shows the natal activations on the left and the 13 transit bodies on the right', () => {
    expect(count(/<g data-body="[A-Za-z]+" data-chart="natal">/g)).toBe(13);
    expect(count(/<g data-body="[A-Za-z]+" data-side="Transit">/g)).toBe(13);
    const moon = chart.TransitPlanets.Moon;
    expect(svg).toMatch(new RegExp(`<g data-body="Moon" data-side="Transit">.*?>${moon.Gate}\\.${moon.Line}</text>`));
  });

  it('heads the chart with the transit instant in UTC, and is accessible', () => {
    expect(svg).toContain('>Transit · 2026-01-01 00:00 UTC</text>');
    const title = svg.match(/<title id="bodygraph-title">([^<]*)<\/title>/)?.[1];
    expect(title).toBe(transitBodygraphHeadline(chart));
    expect(title).toBe(
      'Transit of 2026-01-01 00:00 UTC over Generator 3/6: completes 10-34, 10-57, 16-48, 28-38; transit channels 37-40; newly defined centers G, Heart',
    );
    expect(svg).toMatch(/<desc id="bodygraph-desc">Human Design transit overlay at 2026-01-01T00:00:00.000Z [^<]*Newly defined centers: G, Heart.<\/desc>/);
    expect(svg).not.toMatch(/<image|@import|url\(|href=/);
  });

  it('honors columns, headline and theme', () => {
    const plain = renderTransitBodygraphSvg(chart, { columns: false, headline: false, theme: 'dark' });
    expect(plain).not.toContain('data-side="Transit"');
    expect(plain).not.toContain('class="headline"');
    expect(plain).toContain(`stroke="${palettes.dark.transit}"`);
  });

  it('is deterministic and matches the stored snapshot', () => {
    expect(renderTransitBodygraphSvg(knownTransit())).toBe(svg);
    expect(svg).toMatchSnapshot();
  });
});
