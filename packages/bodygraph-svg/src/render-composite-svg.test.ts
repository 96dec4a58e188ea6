import { describe, expect, it } from 'vitest';
import { knownComposite, knownCompositeV1 } from '../test/known-chart';
import { palettes } from './palette';
import { compositeBodygraphHeadline, compositeGateHolders, renderCompositeBodygraphSvg } from './render-composite-svg';

const chart = knownComposite();
const svg = renderCompositeBodygraphSvg(chart);
const { person0, person1 } = palettes.light;

const count = (pattern: RegExp): number => svg.match(pattern)?.length ?? 0;
const halfOf = (gate: number) => svg.match(new RegExp(`<path data-half="${gate}" data-activation="([a-z0-9]+)"[^>]*stroke="([^"]+)"[^>]*/>(<path [^>]*stroke-dasharray[^>]*/>)?`));

describe('renderCompositeBodygraphSvg', () => {
  it('is the known composite: electromagnetic 12-22, 28-38 and 42-53, among others', () => {
    expect(chart.Composite.ElectromagneticChannels).toEqual(['12-22', '28-38', '42-53']);
    expect(chart.Composite.Channels.find((channel) => channel.Id === '12-22')).toMatchObject({ Person0Gates: [22], Person1Gates: [12] });
  });

  it('draws 9 centers, 36 channels of 72 halves and 64 gates, each identified', () => {
    expect(count(/<polygon data-center="/g)).toBe(9);
    expect(count(/<g data-channel="/g)).toBe(36);
    expect(count(/data-half="/g)).toBe(72);
    expect(count(/<g data-gate="/g)).toBe(64);
  });

  it('colors the two halves of an electromagnetic channel by the person holding each gate', () => {
    expect(svg).toContain('<g data-channel="12-22" data-defined="true" data-kind="electromagnetic">');
    expect(halfOf(22)?.slice(1, 3)).toEqual(['person0', person0]);
    expect(halfOf(12)?.slice(1, 3)).toEqual(['person1', person1]);
    expect(svg).toMatch(/<g data-gate="22" data-activation="person0"><circle [^>]*fill="#1f5fbf"/);
    expect(svg).toMatch(/<g data-gate="12" data-activation="person1"><circle [^>]*fill="#e8900c"/);
  });

  it('stripes a gate both people hold, as the natal chart stripes Design and Personality', () => {
    const holders = compositeGateHolders(chart);
    const shared = [...holders].filter(([, holder]) => holder === 'both').map(([gate]) => gate);
    expect(shared.length).toBeGreaterThan(0);
    for (const gate of shared) {
      const half = halfOf(gate);
      expect(half?.[1]).toBe('both');
      expect(half?.[2]).toBe(person0);
      expect(half?.[3]).toContain(`stroke="${person1}"`);
    }
    expect([...new Set(holders.values())].sort()).toEqual(['both', 'person0', 'person1']);
  });

  it('marks every channel of the combined chart with its kind and leaves the others undefined', () => {
    for (const channel of chart.Composite.Channels) {
      expect(svg).toContain(`<g data-channel="${channel.Id}" data-defined="true" data-kind="${channel.Kind.toLowerCase()}">`);
    }
    expect(count(/<g data-channel="[^"]+" data-defined="true"/g)).toBe(chart.Composite.Channels.length);
    expect(svg).toMatch(/<path data-half="\d+" data-activation="none"[^>]*stroke="#ffffff"/);
  });

  it('fills the centers defined in the combined chart and says who defines them', () => {
    for (const name of ['Head', 'Ajna', 'Throat', 'G', 'Heart', 'Spleen', 'Solar Plexus', 'Sacral', 'Root']) {
      const defined = chart.Composite.DefinedCenters.includes(name as never);
      expect(svg).toContain(`<polygon data-center="${name}" data-defined="${defined}"`);
    }
    // `data-defined-by` agrees with the v2 relationship dynamics (person0, person1, both, together).
    for (const center of chart.Dynamics.Centers) {
      if (center.DefinedBy === null) continue;
      expect(svg).toContain(`<polygon data-center="${center.Center}" data-defined="true" data-defined-by="${center.DefinedBy.toLowerCase()}"`);
    }
    expect(svg).toMatch(/<polygon data-center="G" data-defined="true" data-defined-by="person1"[^>]*><title>G: defined by Person B<\/title>/);
  });

  it('shows Person A on the left and Person B on the right, Design and Personality for each body', () => {
    expect(count(/<g data-body="[A-Za-z]+" data-person="person0">/g)).toBe(13);
    expect(count(/<g data-body="[A-Za-z]+" data-person="person1">/g)).toBe(13);
    const sun = chart.Person1.Gates.find((activation) => activation.Planet === 'Sun' && activation.Activation === 'Design');
    expect(svg).toMatch(new RegExp(`<g data-body="Sun" data-person="person1">.*?<text data-side="Design"[^>]*>${sun?.Gate}\\.${sun?.Line}</text>`));
    const left = Number(svg.match(/<g class="column" data-person="person0"[^>]*><text x="([\d.]+)"/)?.[1]);
    const right = Number(svg.match(/<g class="column" data-person="person1"[^>]*><text x="([\d.]+)"/)?.[1]);
    expect(left).toBeLessThan(right);
  });

  it('heads the chart with both types and profiles and the channel kinds, and is accessible', () => {
    expect(svg).toContain(`>Composite · <tspan fill="${person0}">Generator 3/6</tspan> + <tspan fill="${person1}">Projector 2/5</tspan></text>`);
    expect(svg).toContain('>3 electromagnetic · 0 companion · 3 compromise · 5 dominant</text>');
    const title = svg.match(/<title id="bodygraph-title">([^<]*)<\/title>/)?.[1];
    expect(title).toBe(compositeBodygraphHeadline(chart));
    expect(title).toBe('Composite of Person A (Generator 3/6) and Person B (Projector 2/5): 3 electromagnetic, 0 companion, 3 compromise, 5 dominant channels');
    expect(svg).toMatch(/<desc id="bodygraph-desc">[^<]*Defined centers: [^<]*Electromagnetic: 12-22 [^<]*<\/desc>/);
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="bodygraph-title bodygraph-desc"/);
    expect(svg).not.toMatch(/<image|@import|url\(|href=/);
  });

  it('takes names for the two people', () => {
    const named = renderCompositeBodygraphSvg(chart, { personLabels: ['Ada', 'Bo & Co'] });
    expect(named).toContain('>Ada</text>');
    expect(named).toContain('>Bo &#38; Co</text>');
    expect(named).toContain('<title id="bodygraph-title">Composite of Ada (Generator 3/6) and Bo &#38; Co (Projector 2/5)');
  });

  it('shrinks a long headline to fit, down to a floor', () => {
    const longest = { Type: 'Manifesting Generator', Profile: '6/2' };
    const pair = { ...chart, Person0: { ...chart.Person0, ...longest }, Person1: { ...chart.Person1, ...longest } };
    const sizeOfFirstLine = (columns: boolean) => Number(renderCompositeBodygraphSvg(pair, { columns }).match(/<g class="headline"[^>]*><text [^>]*font-size="([\d.]+)"/)?.[1]);
    expect(sizeOfFirstLine(true)).toBeLessThan(18);
    expect(sizeOfFirstLine(false)).toBeLessThan(sizeOfFirstLine(true));
    expect(sizeOfFirstLine(false)).toBeGreaterThanOrEqual(12);
  });

  it('draws a v1 composite (plain-string type and profile) the same way', () => {
    const v1 = renderCompositeBodygraphSvg(knownCompositeV1());
    expect(v1).toBe(svg);
  });

  it('honors columns, headline, theme, size and idPrefix', () => {
    const small = renderCompositeBodygraphSvg(chart, { size: 300, columns: false, headline: false, theme: 'dark', idPrefix: 'pair' });
    expect(small.match(/width="(\d+)"/)?.[1]).toBe('300');
    expect(small).not.toContain('data-person="person0">');
    expect(small).not.toContain('class="headline"');
    expect(small).toContain('aria-labelledby="pair-title pair-desc"');
    expect(small).toContain(`fill="${palettes.dark.person0}"`);
  });

  it('is deterministic and matches the stored snapshot', () => {
    expect(renderCompositeBodygraphSvg(knownComposite())).toBe(svg);
    expect(svg).toMatchSnapshot();
  });
});
