import { readFileSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { batchCharts, batchCsv, createDefaultEngines } from '@mandala/operations';
import type { BatchAnswer } from '@mandala/operations';
import { UsageError, optionalString, parseCommandArguments, requiredString } from '../cli-arguments';

export const batchUsage = 'mandala batch --file <births.csv|births.json> [--version v1|v2|v3] [--out <results.json|results.csv>]';

/** Splits one CSV line (RFC 4180 quoting). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index] as string;
    if (quoted) {
      if (character === '"' && line[index + 1] === '"') {
        current += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else current += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      fields.push(current);
      current = '';
    } else current += character;
  }
  fields.push(current);
  return fields.map((field) => field.trim());
}

/** The entries of a births file: a JSON list (or `{ charts: [...] }`), or CSV with a header naming `date`, `timezone` and optionally `id`. */
export function birthsFromFile(path: string, text: string): unknown[] {
  if (extname(path).toLowerCase() === '.json') {
    const parsed = JSON.parse(text) as unknown;
    const list = Array.isArray(parsed) ? parsed : (parsed as { charts?: unknown }).charts;
    if (!Array.isArray(list)) throw new UsageError('a JSON births file holds a list of { id?, date, timezone } or { "charts": [...] }');
    return list;
  }
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = csvFields(lines[0] ?? '').map((name) => name.toLowerCase());
  if (!header.includes('date') || !header.includes('timezone')) throw new UsageError('a CSV births file needs a header line with the columns date and timezone (and optionally id)');
  return lines.slice(1).map((line) => {
    const fields = csvFields(line);
    const entry: Record<string, string> = {};
    header.forEach((name, index) => {
      if ((name === 'id' || name === 'date' || name === 'timezone') && fields[index] !== undefined && fields[index] !== '') entry[name] = fields[index] as string;
    });
    return entry;
  });
}

/** `mandala batch`: charts of a births file (CSV or JSON) on this machine's engines, written as JSON or CSV. */
export async function batchCommand(argv: string[]): Promise<string> {
  const parsed = parseCommandArguments(argv, { file: { type: 'string' }, version: { type: 'string' }, out: { type: 'string' } });
  const file = requiredString(parsed, 'file');
  const charts = birthsFromFile(file, readFileSync(resolve(file), 'utf8'));
  const input = batchCharts.input.safeParse({ charts, version: optionalString(parsed, 'version') ?? 'v3' });
  if (!input.success) throw new UsageError(input.error.issues.map((issue) => issue.message).join(' '));
  const answer = (await batchCharts.run(input.data, { engines: createDefaultEngines(), now: () => new Date() })) as BatchAnswer;
  const out = optionalString(parsed, 'out');
  if (out === undefined) return JSON.stringify(answer, null, 2);
  const text = extname(out).toLowerCase() === '.csv' ? batchCsv(answer) : JSON.stringify(answer, null, 2);
  writeFileSync(resolve(out), text);
  return `wrote ${resolve(out)}: ${counted(answer.Summary.Succeeded, 'chart')}, ${counted(answer.Summary.Failed, 'error')}`;
}

/** `1 chart`, `2 charts`, `0 errors`. */
export function counted(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
