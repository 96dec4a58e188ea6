/**
 * Generates `src/data/line-fixing.generated.ts`, the exalted and detriment planets of the 384 gate lines,
 * from two independent transcriptions in `sources/line-fixing/` (SharpAstrology.HumanDesign and VibologyOS),
 * cross-checked line by line. A line where the two disagree is settled by the third source
 * (`third-source.txt`, hd-knowledge-engine-v3) when it agrees with exactly one of them; any other
 * disagreement stops the script. A line where the two agree but the third source differs keeps the agreed
 * value and is marked uncertain.
 *
 * Usage (from packages/reference-library):
 *   pnpm exec tsx scripts/build-line-fixing.ts
 *
 * Prints the agreement figures. Generated files are never edited by hand; rerun this script instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLANETS = ['Sun', 'Earth', 'Moon', 'NorthNode', 'SouthNode', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'];

interface Fixing {
  exalted: string[];
  detriment: string[];
}
type Table = Map<string, Fixing>;

const lineKeys = Array.from({ length: 64 * 6 }, (_, index) => `${Math.floor(index / 6) + 1}.${(index % 6) + 1}`);

function dataRows(fileName: string): string[] {
  return readFileSync(join(packageRoot, 'sources', 'line-fixing', fileName), 'utf8')
    .split('\n')
    .map((row) => row.trim())
    .filter((row) => row !== '' && !row.startsWith('#'));
}

function checkPlanet(name: string, where: string): string {
  if (!PLANETS.includes(name)) throw new Error(`${where}: unknown planet "${name}"`);
  return name;
}

function checkLineKey(key: string, where: string): string {
  if (!lineKeys.includes(key)) throw new Error(`${where}: "${key}" is not a gate.line from 1.1 to 64.6`);
  return key;
}

/** Rows `Planet: 1.1 E, 4.1 D, ...` (SharpAstrology's per-planet switch tables). */
function readPerPlanet(fileName: string): Table {
  const table: Table = new Map(lineKeys.map((key) => [key, { exalted: [], detriment: [] }]));
  for (const row of dataRows(fileName)) {
    const [planetPart, itemsPart] = row.split(':');
    const planet = checkPlanet(String(planetPart).trim(), fileName);
    for (const item of String(itemsPart).split(',')) {
      const [key, state] = item.trim().split(/\s+/);
      const fixing = table.get(checkLineKey(String(key), fileName));
      if (fixing === undefined || (state !== 'E' && state !== 'D')) throw new Error(`${fileName}: cannot read "${item}"`);
      (state === 'E' ? fixing.exalted : fixing.detriment).push(planet);
    }
  }
  return table;
}

/** Rows `1.1 Moon/Uranus`, `25.4 Venus+Jupiter/ NP` (one row per line). */
function readPerLine(fileName: string): Table {
  const table: Table = new Map();
  for (const row of dataRows(fileName)) {
    const match = /^(\d+\.\d)\s+([A-Za-z+]*)\/([A-Za-z+]*)(\s+NP)?$/.exec(row);
    if (!match) throw new Error(`${fileName}: cannot read "${row}"`);
    const key = checkLineKey(String(match[1]), fileName);
    if (table.has(key)) throw new Error(`${fileName}: line ${key} appears twice`);
    const planets = (side: string | undefined): string[] =>
      (side ?? '').split('+').filter((name) => name !== '').map((name) => checkPlanet(name, fileName));
    table.set(key, { exalted: planets(match[2]), detriment: planets(match[3]) });
  }
  return table;
}

const sameSet = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((name) => b.includes(name));
const sameFixing = (a: Fixing, b: Fixing): boolean => sameSet(a.exalted, b.exalted) && sameSet(a.detriment, b.detriment);
const show = (fixing: Fixing): string => `${fixing.exalted.join('+') || '-'} / ${fixing.detriment.join('+') || '-'}`;

const sharp = readPerPlanet('sharpastrology.txt');
const vibology = readPerLine('vibologyos.txt');
const third = readPerLine('third-source.txt');
if (vibology.size !== 384) throw new Error(`vibologyos.txt: expected 384 lines, got ${vibology.size}`);

interface Entry {
  gate: number;
  line: number;
  exaltedPlanets: string[];
  detrimentPlanets: string[];
  note?: string;
}

const entries: Entry[] = [];
const settled: string[] = [];
const uncertain: string[] = [];
for (const key of lineKeys) {
  const [gate, line] = key.split('.').map(Number) as [number, number];
  const a = sharp.get(key) as Fixing;
  const b = vibology.get(key) as Fixing;
  const c = third.get(key);
  let chosen = a;
  let note: string | undefined;
  if (!sameFixing(a, b)) {
    const agreesWithA = c !== undefined && sameFixing(c, a);
    const agreesWithB = c !== undefined && sameFixing(c, b);
    if (agreesWithA === agreesWithB) throw new Error(`line ${key}: sources disagree (${show(a)} vs ${show(b)}) and no third source settles it`);
    chosen = agreesWithA ? a : b;
    note = `Sources disagree: SharpAstrology ${show(a)}, VibologyOS ${show(b)}; hd-knowledge-engine-v3 agrees with ${agreesWithA ? 'SharpAstrology' : 'VibologyOS'}.`;
    settled.push(`${key}: ${note}`);
  } else if (c !== undefined && !sameFixing(c, a)) {
    note = `Uncertain: SharpAstrology and VibologyOS agree on ${show(a)}; hd-knowledge-engine-v3 has ${show(c)}.`;
    uncertain.push(`${key}: ${note}`);
  }
  entries.push({
    gate,
    line,
    exaltedPlanets: [...chosen.exalted],
    detrimentPlanets: [...chosen.detriment],
    ...(note === undefined ? {} : { note }),
  });
}

console.log(`lines compared: ${lineKeys.length}`);
console.log(`SharpAstrology and VibologyOS agree on ${lineKeys.length - settled.length} lines, disagree on ${settled.length}`);
for (const text of settled) console.log(`  settled ${text}`);
for (const text of uncertain) console.log(`  ${text}`);

const body = entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n');
writeFileSync(
  join(packageRoot, 'src', 'data', 'line-fixing.generated.ts'),
  `// Generated by scripts/build-line-fixing.ts from sources/line-fixing/*.txt. Do not edit by hand.

/** The exalted and detriment planets of each gate line, ordered by gate then line (384 rows). */
export const lineFixingFacts = [
${body}
] as const;
`,
);
console.log('wrote src/data/line-fixing.generated.ts');
