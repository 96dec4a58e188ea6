import { describe, expect, it } from 'vitest';
import { bodygraphHeadline, gateActivations, renderBodygraphSvg } from './render-svg';
import { knownChart } from '../test/known-chart';

const chart = knownChart();
const svg = renderBodygraphSvg(chart);

const count = (pattern: RegExp): number => svg.match(pattern)?.length ?? 0;
const attributeOf = (tag: RegExp, name: string): string | undefined => svg.match(tag)?.[0].match(new RegExp(`${name}="([^"]*)"`))?.[1];

describe('renderBodygraphSvg', () => {
  it('is the known chart', () => {
    expect(chart.BirthDateUtc.startsWith('1982-03-27T14:05')).toBe(true);
    expect(chart.Type.Name).toBe('Generator');
  });

  it('draws 9 centers, 36 channels of 72 halves and 64 gates, each identified', () => {
    expect(count(/<polygon data-center="/g)).toBe(9);
    expect(count(/<g data-channel="/g)).toBe(36);
    expect(count(/data-half="/g)).toBe(72);
    expect(count(/<g data-gate="/g)).toBe(64);
    expect(svg).toContain('data-center="Sacral"');
    expect(svg).toContain('data-channel="20-34"');
    expect(svg).toContain('data-gate="34"');
  });

  it('fills exactly the defined centers, with their colors, and leaves the others white', () => {
    for (const center of chart.Centers) {
      const fill = attributeOf(new RegExp(`<polygon data-center="${center.Name}"[^>]*>`), 'fill');
      expect(attributeOf(new RegExp(`<polygon data-center="${center.Name}"[^>]*>`), 'data-defined')).toBe(String(center.Defined));
      if (center.Defined) expect(fill).not.toBe('#ffffff');
      else expect(fill).toBe('#ffffff');
    }
    expect(chart.Centers.some((center) => center.Defined)).toBe(true);
    expect(chart.Centers.some((center) => !center.Defined)).toBe(true);
  });

  it('colors each channel half by who activates its gate', () => {
    const kinds = gateActivations(chart);
    const seen = new Set<string>();
    for (const [gate, kind] of kinds) {
      const half = svg.match(new RegExp(`<path data-half="${gate}" data-activation="([a-z]+)"[^>]*stroke="([^"]+)"`));
      if (half === null) continue; // every gate has a channel, but be explicit
      expect(half[1]).toBe(kind);
      if (kind === 'design') expect(half[2]).toBe('#c0392b');
      if (kind === 'personality') expect(half[2]).toBe('#1a1a1a');
      seen.add(kind);
    }
    // the known chart has all three kinds; `both` draws a dashed black stripe over the red
    expect([...seen].sort()).toEqual(['both', 'design', 'personality']);
    const both = [...kinds].find(([, kind]) => kind === 'both')?.[0];
    expect(svg).toMatch(new RegExp(`<path data-half="${both}" data-activation="both" d="([^"]+)" stroke="#c0392b"[^>]*/><path d="\\1" stroke="#1a1a1a"[^>]*stroke-dasharray`));
    const inactive = svg.match(/<path data-half="\d+" data-activation="none"[^>]*stroke="([^"]+)"/);
    expect(inactive?.[1]).toBe('#ffffff');
  });

  it('marks defined channels', () => {
    for (const channel of chart.Channels) expect(svg).toContain(`<g data-channel="${channel.Id}" data-defined="true">`);
    expect(count(/data-defined="true">/g)).toBe(chart.Channels.length);
  });

  it('is accessible: role img, title and desc holding the headline, a generic font', () => {
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="bodygraph-title bodygraph-desc"/);
    const title = svg.match(/<title id="bodygraph-title">([^<]*)<\/title>/)?.[1];
    expect(title).toBe(bodygraphHeadline(chart));
    expect(title).toContain(chart.Profile.Id);
    expect(title).toContain(chart.IncarnationCross.Name);
    expect(svg).toMatch(/<desc id="bodygraph-desc">[^<]*Defined centers: /);
    expect(svg).toContain('font-family="sans-serif"');
    expect(svg).not.toMatch(/<image|@import|url\(|href=/);
  });

  it('shows the 26 activations in two columns', () => {
    expect(count(/<g data-body="[A-Za-z]+" data-side="Design">/g)).toBe(13);
    expect(count(/<g data-body="[A-Za-z]+" data-side="Personality">/g)).toBe(13);
    const sun = chart.Planets.Personality.Sun;
    expect(svg).toContain(`<g data-body="Sun" data-side="Personality">`);
    expect(svg).toContain(`>${sun.Gate}.${sun.Line}</text>`);
  });

  it('honors size, columns, headline, theme and idPrefix', () => {
    const small = renderBodygraphSvg(chart, { size: 300, columns: false, headline: false, theme: 'dark', idPrefix: 'x' });
    const [, width, height, viewWidth, viewHeight] = small.match(/width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/) ?? [];
    expect(Number(width)).toBe(300);
    expect(Math.abs(Number(height) - (300 * Number(viewHeight)) / Number(viewWidth))).toBeLessThan(1);
    expect(small).not.toContain('data-side="Design"');
    expect(small).not.toContain('class="headline"');
    expect(small).toContain('aria-labelledby="x-title x-desc"');
    expect(small).toContain('fill="#1c1c1e"');
    expect(renderBodygraphSvg(chart).match(/width="(\d+)"/)?.[1]).toBe('600');
  });

  it('is deterministic', () => {
    expect(renderBodygraphSvg(knownChart())).toBe(svg);
    expect(renderBodygraphSvg(chart, { theme: 'dark' })).toBe(renderBodygraphSvg(chart, { theme: 'dark' }));
  });

  it('matches the stored snapshot of the known chart', () => {
    expect(svg).toMatchSnapshot();
  });
});
