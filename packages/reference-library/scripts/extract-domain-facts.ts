/**
 * Generates `src/data/*.generated.ts` from the project's domain-facts file
 * (the markdown tables of the gate wheel, gates, channels and incarnation crosses).
 *
 * Usage (from packages/reference-library):
 *   pnpm exec tsx scripts/extract-domain-facts.ts [path/to/domain-facts.md]
 *
 * The default path is the committed copy at sources/domain-facts.md.
 * Generated files are never edited by hand; rerun this script instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourcePath = process.argv[2] ?? new URL('../sources/domain-facts.md', import.meta.url).pathname;
const markdown = readFileSync(sourcePath, 'utf8');
const lines = markdown.split('\n');

/** Cells of a markdown table row; an escaped pipe (`\\|`) stays inside its cell. */
function splitRow(line: string): string[] {
  const placeholder = '\uE000';
  return line
    .replaceAll('\\|', placeholder)
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.replaceAll(placeholder, '|').trim());
}

/** Rows of the first markdown table after the heading that starts with `headingPrefix`. */
function tableRows(headingPrefix: string): string[][] {
  const headingIndex = lines.findIndex((line) => line.startsWith(headingPrefix));
  if (headingIndex < 0) throw new Error(`heading not found: ${headingPrefix}`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of lines.slice(headingIndex + 1)) {
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(splitRow(line));
    } else if (inTable) {
      break;
    }
  }
  // Drop header and separator rows.
  return rows.slice(2);
}

const centerName = (raw: string): string => (raw === 'Heart/Ego' ? 'Heart' : raw);
const cleanName = (raw: string): string => raw.replace(/\*/g, '').trim();

// Appendix A: the wheel.
const wheelRows = tableRows('## Appendix A');
const wheel = wheelRows.map((cells) => ({
  gate: Number(cells[1]),
  startLongitudeDegrees: Number(String(cells[2]).replace('°', '')),
  center: centerName(String(cells[5])),
  quarter: String(cells[6]),
}));
if (wheel.length !== 64) throw new Error(`expected 64 wheel rows, got ${wheel.length}`);

// §3.7: gates. The I Ching typo "Cliging" in the source is corrected here.
const gateRows = tableRows('### 3.7');
const gates = gateRows.map((cells) => {
  const [number, pyhd, hdkit, natal, iChing, center, partners, opposite] = cells.map((cell) => cell ?? '');
  const name = String(pyhd).replace(/\s*\(.*\)$/, '');
  const aliases = [hdkit, natal]
    .map((alias) => String(alias))
    .map((alias) => alias.charAt(0).toUpperCase() + alias.slice(1))
    .filter((alias, index, all) => all.findIndex((other) => other.toLowerCase() === alias.toLowerCase()) === index)
    .filter((alias) => alias.toLowerCase() !== name.toLowerCase());
  return {
    number: Number(number),
    name,
    aliases,
    iChingName: String(iChing).replace('Cliging', 'Clinging'),
    center: centerName(String(center)),
    channelPartners: String(partners)
      .split(',')
      .map((part) => Number(part.trim()))
      .sort((a, b) => a - b),
    oppositeGate: Number(opposite),
  };
});
if (gates.length !== 64) throw new Error(`expected 64 gate rows, got ${gates.length}`);

// §3.2: channels.
const channelRows = tableRows('### 3.2');
const channels = channelRows.map((cells) => {
  const [id, name, alt, centers, circuit, group] = cells.map((cell) => cell ?? '');
  const [lower, higher] = String(id).split('-').map(Number);
  const [firstCenter, secondCenter] = String(centers).split('–').map((part) => centerName(part.trim()));
  return {
    id: String(id),
    gates: [lower, higher],
    centers: [firstCenter, secondCenter],
    name: String(name),
    aliases: alt === '—' ? [] : String(alt).split(',').map((part) => part.trim()),
    circuit: String(circuit),
    circuitGroup: String(group).startsWith('Integration') ? 'Integration' : String(group),
  };
});
if (channels.length !== 36) throw new Error(`expected 36 channel rows, got ${channels.length}`);

// §3.8: crosses.
const crossRows = tableRowsFrom('| P-Sun gate |');
function tableRowsFrom(headerPrefix: string): string[][] {
  const start = lines.findIndex((line) => line.startsWith(headerPrefix));
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(splitRow(line));
  }
  return rows;
}
const angles = ['Right Angle', 'Juxtaposition', 'Left Angle'] as const;
const crosses = crossRows.flatMap((cells) =>
  angles.map((angle, angleIndex) => {
    const cell = String(cells[angleIndex + 1]);
    const match = /^(.*) \((\d+)\/(\d+) \| (\d+)\/(\d+)\)$/.exec(cell);
    if (!match) throw new Error(`cannot parse cross cell: ${cell}`);
    const shortName = cleanName(String(match[1]));
    return {
      angle,
      shortName,
      gates: [Number(match[2]), Number(match[3]), Number(match[4]), Number(match[5])],
    };
  }),
);
if (crosses.length !== 192) throw new Error(`expected 192 crosses, got ${crosses.length}`);

const header = (what: string): string =>
  `// Generated by scripts/extract-domain-facts.ts from domain-facts.md (${what}). Do not edit by hand.\n`;

function write(fileName: string, body: string): void {
  writeFileSync(join(packageRoot, 'src', 'data', fileName), body);
  console.log(`wrote src/data/${fileName}`);
}

write(
  'wheel-facts.generated.ts',
  `${header('Appendix A, the gate wheel')}
/** One row per wheel position, starting with gate 41 at 302 degrees. */
export const wheelFacts = ${JSON.stringify(wheel, null, 2)} as const;
`,
);
write(
  'gate-facts.generated.ts',
  `${header('section 3.7, the 64 gates')}
/** One row per gate, ordered by gate number. */
export const gateFacts = ${JSON.stringify(gates, null, 2)} as const;
`,
);
write(
  'channel-facts.generated.ts',
  `${header('section 3.2, the 36 channels')}
/** One row per channel, ordered as in the source table (by lower gate). */
export const channelFacts = ${JSON.stringify(channels, null, 2)} as const;
`,
);
write(
  'cross-facts.generated.ts',
  `${header('section 3.8, the 192 incarnation crosses')}
/** Three rows per Personality Sun gate (Right Angle, Juxtaposition, Left Angle), gates 1 to 64. */
export const crossFacts = ${JSON.stringify(crosses, null, 2)} as const;
`,
);
