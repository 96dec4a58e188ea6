// A natal chart read back from the Markdown reading in a tool result's `content` (see `tool-text/chart-markdown.ts`),
// for a host that hands the page `content` without `structuredContent`. It holds what the drawing needs: the
// headline facts, the defined centers, the channels and (from `standard`) each planet's gate.line on both sides.
import { CENTER_NAMES } from '@mandala/reference-library';

/** The bullet facts of the reading, `- Label: value`. */
function factsOf(lines: readonly string[]): Map<string, string> {
  const facts = new Map<string, string>();
  for (const line of lines) {
    const match = /^- ([A-Za-z -]+): (.+)$/.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined && !facts.has(match[1])) facts.set(match[1], match[2]);
  }
  return facts;
}

/** The lines under `## <title…>` up to the next heading. */
function section(lines: readonly string[], title: string): string[] {
  const start = lines.findIndex((line) => line.startsWith(`## ${title}`));
  if (start === -1) return [];
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('#'));
  return end === -1 ? rest : rest.slice(0, end);
}

const PLANETS: Readonly<Record<string, string>> = { 'North Node': 'NorthNode', 'South Node': 'SouthNode' };

/** `22.6 Openness` (or `22.6 c3 t4 b2 Openness, Taurus 24.4°`) → gate 22, line 6. */
function position(cell: string | undefined): { Gate: number; Line: number } | undefined {
  const match = /^\s*(\d{1,2})\.(\d)\b/.exec(cell ?? '');
  if (match === null) return undefined;
  const gate = Number(match[1]);
  const line = Number(match[2]);
  return gate >= 1 && gate <= 64 && line >= 1 && line <= 6 ? { Gate: gate, Line: line } : undefined;
}

/**
 * The tool's data, in the shape of a v1 natal result (`Type`, `Profile`, `Authority`, `Definition`,
 * `IncarnationCross`, `DefinedCenters`, `Channels`, `Gates`), from the reading of a natal or saved-person chart;
 * undefined for any other text (a composite, a transit, another tool's reading, an error sentence).
 */
export function natalDataFromText(text: string): Record<string, unknown> | undefined {
  const lines = text.split('\n').map((line) => line.trimEnd());
  if (!/^# (Natal chart|Chart of the saved person)\b/.test(lines[0] ?? '')) return undefined;
  const facts = factsOf(lines);
  const definedText = facts.get('Defined centers');
  if (definedText === undefined) return undefined;
  const known = new Set<string>(CENTER_NAMES);
  const definedCenters = definedText
    .replace(/\s*\(\d of 9\)$/, '')
    .split(', ')
    .filter((name) => known.has(name));
  const channels = section(lines, 'Channels').flatMap((line) => {
    const match = /^- (\d{1,2}-\d{1,2}) ?([^(—]*)/.exec(line);
    return match?.[1] === undefined ? [] : [{ Id: match[1], Name: (match[2] ?? '').trim() }];
  });
  const gates = section(lines, 'Gates by planet').flatMap((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const planet = cells[1];
    if (planet === undefined || planet === 'Planet' || planet.startsWith('---')) return [];
    const body = PLANETS[planet] ?? planet;
    const personality = position(cells[2]);
    const design = position(cells[3]);
    return [
      ...(personality === undefined ? [] : [{ ...personality, Planet: body, Activation: 'Personality' }]),
      ...(design === undefined ? [] : [{ ...design, Planet: body, Activation: 'Design' }]),
    ];
  });
  const profile = facts.get('Profile')?.split(' ')[0];
  return {
    Type: facts.get('Type') ?? '',
    Profile: profile ?? '',
    Authority: facts.get('Authority') ?? '',
    Definition: facts.get('Definition') ?? '',
    IncarnationCross: { Name: (facts.get('Incarnation cross') ?? '').replace(/ \(gates [^)]*\)$/, '') },
    DefinedCenters: definedCenters,
    Channels: channels,
    Gates: gates,
  };
}
