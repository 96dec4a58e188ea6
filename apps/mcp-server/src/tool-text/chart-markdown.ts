import { CENTER_NAMES, findChannel, getGate, getProfile } from '@mandala/reference-library';
import { list, nameOf, numberOf, record, text } from './read-fields';

/** The bodies of a chart in the order a reading lists them (Sun and Earth first, then the nodes, Moon, planets). */
export const PLANET_ORDER = ['Sun', 'Earth', 'NorthNode', 'SouthNode', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;

const PLANET_LABELS: Readonly<Record<string, string>> = { NorthNode: 'North Node', SouthNode: 'South Node' };

/** How much of a chart the text reads: `core` (headline), `standard` (plus both sides' gates), `full` (plus variables, signs, circuitry). */
export type ChartTextDepth = 'core' | 'standard' | 'full';

/** A planet's display name: `North Node` for `NorthNode`. */
export function planetLabel(planet: string): string {
  return PLANET_LABELS[planet] ?? planet;
}

/** The keynote of a gate from the reference library (`Self-Expression`), or undefined for a number out of range. */
export function gateName(gate: number | undefined): string | undefined {
  if (gate === undefined || !Number.isInteger(gate) || gate < 1 || gate > 64) return undefined;
  try {
    return getGate(gate).name;
  } catch {
    return undefined;
  }
}

/** `13-33 The Prodigal (G – Throat)`: a channel with its reference name and centers. */
export function channelLine(channel: unknown): string {
  const fields = record(channel);
  const id = text(fields.Id) ?? (typeof channel === 'string' ? channel : '?');
  const [first, second] = id.split('-').map(Number);
  const known = first === undefined || second === undefined ? undefined : findChannel(first, second);
  const name = known?.name ?? text(fields.Name);
  const centers = known === undefined ? list(fields.Centers).map(String) : [...known.centers];
  return `${id}${name === undefined ? '' : ` ${name}`}${centers.length === 2 ? ` (${centers.join(' – ')})` : ''}`;
}

function profileText(profile: unknown): string | undefined {
  const id = typeof profile === 'string' ? profile : text(record(profile).Id);
  if (id === undefined) return undefined;
  let name = text(record(profile).Name);
  if (name === undefined || name === id) {
    try {
      name = getProfile(id).name;
    } catch {
      name = undefined;
    }
  }
  return name === undefined ? id : `${id} (${name})`;
}

function crossText(cross: unknown): string | undefined {
  const fields = record(cross);
  const name = nameOf(cross);
  if (name === undefined) return undefined;
  const gates = list(fields.Gates).filter((gate): gate is number => typeof gate === 'number');
  return gates.length === 4 ? `${name} (gates ${gates[0]}/${gates[1]} | ${gates[2]}/${gates[3]})` : name;
}

function joinOrNone(values: readonly string[]): string {
  return values.length === 0 ? 'none' : values.join(', ');
}

/** One activation: `23.6` (standard) or `23.6 Assimilation, Taurus 24.4°` (full). */
interface Activation {
  readonly gate: number;
  readonly line: number;
  readonly color?: number;
  readonly tone?: number;
  readonly base?: number;
  readonly sign?: string;
  readonly degree?: number;
  readonly retrograde?: boolean;
}

/** The activations of each side by planet, from v3 `Planets` or v2 `Gates`. */
function activationsBySide(chart: Record<string, unknown>): { Personality: Map<string, Activation>; Design: Map<string, Activation> } {
  const sides = { Personality: new Map<string, Activation>(), Design: new Map<string, Activation>() };
  const planets = record(chart.Planets);
  for (const side of ['Personality', 'Design'] as const) {
    for (const [planet, value] of Object.entries(record(planets[side]))) {
      const body = record(value);
      const gate = numberOf(body.Gate);
      const line = numberOf(body.Line);
      if (gate === undefined || line === undefined) continue;
      sides[side].set(planet, {
        gate,
        line,
        ...optionalNumbers(body),
        ...(typeof body.ZodiacSign === 'string' ? { sign: body.ZodiacSign } : {}),
        ...(typeof body.ZodiacDegree === 'number' ? { degree: body.ZodiacDegree } : {}),
        ...(typeof body.Retrograde === 'boolean' ? { retrograde: body.Retrograde } : {}),
      });
    }
  }
  if (sides.Personality.size + sides.Design.size > 0) return sides;
  for (const entry of list(chart.Gates)) {
    const activation = record(entry);
    const side = activation.Activation;
    const gate = numberOf(activation.Gate);
    const line = numberOf(activation.Line);
    if ((side !== 'Personality' && side !== 'Design') || typeof activation.Planet !== 'string' || gate === undefined || line === undefined) continue;
    sides[side].set(activation.Planet, { gate, line, ...optionalNumbers(activation) });
  }
  return sides;
}

function optionalNumbers(fields: Record<string, unknown>): Pick<Activation, 'color' | 'tone' | 'base'> {
  const color = numberOf(fields.Color);
  const tone = numberOf(fields.Tone);
  const base = numberOf(fields.Base);
  return { ...(color === undefined ? {} : { color }), ...(tone === undefined ? {} : { tone }), ...(base === undefined ? {} : { base }) };
}

function activationCell(activation: Activation | undefined, depth: ChartTextDepth): string {
  if (activation === undefined) return '–';
  const position = `${activation.gate}.${activation.line}`;
  const name = gateName(activation.gate);
  if (depth !== 'full') return name === undefined ? position : `${position} ${name}`;
  const colorToneBase =
    activation.color === undefined ? '' : ` c${activation.color}${activation.tone === undefined ? '' : ` t${activation.tone}`}${activation.base === undefined ? '' : ` b${activation.base}`}`;
  const sign = activation.sign === undefined ? '' : `, ${activation.sign}${activation.degree === undefined ? '' : ` ${activation.degree.toFixed(1)}°`}`;
  return `${position}${colorToneBase} ${name ?? ''}${sign}${activation.retrograde === true ? ' ℞' : ''}`.replace(/ {2,}/g, ' ');
}

/** The table of each planet's gate.line on both sides (Personality = conscious, Design = unconscious). */
export function activationTable(chart: Record<string, unknown>, depth: ChartTextDepth): string[] {
  const sides = activationsBySide(chart);
  const planets = [...PLANET_ORDER, ...[...sides.Personality.keys(), ...sides.Design.keys()].filter((planet) => !(PLANET_ORDER as readonly string[]).includes(planet))];
  const rows = [...new Set(planets)].filter((planet) => sides.Personality.has(planet) || sides.Design.has(planet));
  if (rows.length === 0) return [];
  return [
    '| Planet | Personality (conscious) | Design (unconscious) |',
    '| --- | --- | --- |',
    ...rows.map((planet) => `| ${planetLabel(planet)} | ${activationCell(sides.Personality.get(planet), depth)} | ${activationCell(sides.Design.get(planet), depth)} |`),
  ];
}

function channelSide(channel: unknown): string {
  const activation = text(record(channel).Activation);
  return activation === undefined ? '' : ` — ${activation === 'Both' ? 'both sides' : activation}`;
}

function variablesLines(chart: Record<string, unknown>): string[] {
  const variables = record(chart.Variables);
  const notation = text(variables.Notation) ?? text(record(chart.Properties).Variables);
  const parts = ['Determination', 'Environment', 'Motivation', 'Perspective'].flatMap((kind) => {
    const variable = record(variables[kind]);
    const name = text(variable.Name);
    if (name === undefined) return [];
    const extras = Object.entries(variable)
      .filter(([key, value]) => !['Color', 'Tone', 'Arrow', 'Name'].includes(key) && typeof value === 'string')
      .map(([key, value]) => `${key.toLowerCase()} ${String(value)}`);
    return [`- ${kind}: ${name} (color ${String(variable.Color)}, tone ${String(variable.Tone)}, arrow ${String(variable.Arrow)}${extras.length === 0 ? '' : `; ${extras.join(', ')}`})`];
  });
  if (notation === undefined && parts.length === 0) return [];
  return ['', `## Variables${notation === undefined ? '' : ` ${notation}`}`, ...parts];
}

/** The depth of a natal chart's data: `full` with `Planets`, `standard` with `Gates` and `Centers`, else `core`. */
export function chartDepthOf(chart: Record<string, unknown>): ChartTextDepth {
  if (chart.Planets !== undefined || chart.Variables !== undefined) return 'full';
  if (Array.isArray(chart.Gates)) return 'standard';
  return 'core';
}

/**
 * A natal chart (core, v1, v2 or v3 data) as compact Markdown for a model: type, strategy, authority, profile,
 * definition, cross, defined and open centers, channels with names, and (standard, full) each planet's gate.line on
 * both sides; full adds colors, tones, zodiac signs, variables and circuitry. Names come from the reference library.
 */
export function chartMarkdown(chart: Record<string, unknown>, depth: ChartTextDepth = chartDepthOf(chart), heading = 'Natal chart'): string[] {
  const properties = record(chart.Properties);
  const type = nameOf(chart.Type);
  const profile = profileText(chart.Profile);
  const defined = list(chart.DefinedCenters).map(String);
  const undefinedCenters = chart.UndefinedCenters ?? properties.UndefinedCenters;
  const openCenters = chart.OpenCenters ?? properties.OpenCenters;
  const notDefined = CENTER_NAMES.filter((center) => !defined.includes(center));
  const lines = [`# ${heading}: ${[type, profile?.split(' ')[0]].filter(Boolean).join(' ')}`.trimEnd(), ''];
  const facts: [string, string | undefined][] = [
    ['Type', type],
    ['Strategy', nameOf(chart.Strategy)],
    ['Authority', nameOf(chart.Authority)],
    ['Profile', profile],
    ['Definition', nameOf(chart.Definition)],
    ['Incarnation cross', crossText(chart.IncarnationCross)],
    ['Signature', text(chart.Signature) ?? text(properties.Signature)],
    ['Not-self theme', text(chart.NotSelfTheme) ?? text(properties.NotSelfTheme)],
    ['Defined centers', `${joinOrNone(defined)} (${defined.length} of 9)`],
    Array.isArray(undefinedCenters) || Array.isArray(openCenters)
      ? ['Undefined centers', `${joinOrNone(list(undefinedCenters).map(String))}; completely open (no gate): ${joinOrNone(list(openCenters).map(String))}`]
      : ['Undefined or open centers', joinOrNone(notDefined)],
  ];
  for (const [label, value] of facts) if (value !== undefined) lines.push(`- ${label}: ${value}`);

  const channels = list(chart.Channels);
  lines.push('', `## Channels (${channels.length})`);
  if (channels.length === 0) lines.push('None defined.');
  for (const channel of channels) lines.push(`- ${channelLine(channel)}${depth === 'core' ? '' : channelSide(channel)}`);

  if (depth !== 'core') {
    const table = activationTable(chart, depth);
    if (table.length > 0) lines.push('', '## Gates by planet (gate.line)', ...table);
    const hanging = list(chart.HangingGates)
      .map(record)
      .map((gate) => `${String(gate.Gate)} ${gateName(numberOf(gate.Gate)) ?? ''} (→ ${list(gate.CompletingGates).join(', ')})`.replace(/ {2,}/g, ' '));
    if (hanging.length > 0) lines.push('', `Hanging gates (the gate that would complete each channel): ${hanging.join('; ')}`);
  }
  if (depth === 'full') {
    lines.push(...variablesLines(chart));
    const groups = list(record(chart.Circuitry).Groups).map(record).filter((group) => numberOf(group.ChannelCount) !== 0);
    if (groups.length > 0) lines.push('', `Circuitry: ${groups.map((group) => `${String(group.Name)} ${String(group.ChannelCount)}`).join(', ')}`);
  }
  const birth = text(chart.BirthDateUtc);
  const design = text(chart.DesignDateUtc);
  if (birth !== undefined || design !== undefined) lines.push('', `Birth ${birth ?? '?'} UTC; design ${design ?? '?'} UTC.`);
  const warnings = list(chart.Warnings).map((warning) => text(record(warning).Code) ?? text(warning) ?? JSON.stringify(warning));
  if (warnings.length > 0) lines.push(`Time warnings: ${warnings.join(', ')}.`);
  if (depth === 'core') lines.push('', 'Detail level core: detailLevel "standard" adds each planet\'s gate.line on both sides, "full" adds colors, tones, signs and variables.');
  return lines;
}
