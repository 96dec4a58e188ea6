import { createDefaultEngines, fileBytes, getOperation, isFileResult, operations, toOperationFailure, validationFailure } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import { UsageError } from '../cli-arguments';
import { textTable } from '../text-table';

export const runUsage = 'mandala run <operation> [--<field> <value> ...] [--out <file>]   (mandala run: the list of operations)';

/** Thrown when the engine or the input refuses a call: printed as `error [code]: message`, exit code 1. */
export class OperationCommandError extends Error {
  override readonly name = 'OperationCommandError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

type JsonSchemaProperty = { type?: unknown; items?: unknown };

function inputProperties(operation: AnyOperation): Record<string, JsonSchemaProperty> {
  const schema = z.toJSONSchema(operation.input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, JsonSchemaProperty> };
  return schema.properties ?? {};
}

function camelCase(flag: string): string {
  return flag.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** One flag's text as the JSON type its input field declares (numbers, booleans, objects and lists as JSON). */
function typedValue(text: string | true, property: JsonSchemaProperty | undefined): unknown {
  if (text === true) return true;
  const type = property?.type;
  if ((type === 'integer' || type === 'number') && /^-?[0-9]+(\.[0-9]+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if ((type === 'object' || type === 'array') && /^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/**
 * The input object of a command line: `--birth-date-time 1990-05-15T14:30` and `--birthDateTime=…` both set
 * `birthDateTime`; a repeated flag gives a list; each value takes the type of its input field.
 */
export function operationInput(operation: AnyOperation, argv: readonly string[]): Record<string, unknown> {
  const properties = inputProperties(operation);
  const input: Record<string, unknown> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] as string;
    if (!token.startsWith('--') || token === '--') throw new UsageError(`unexpected argument "${token}": give each input as --<field> <value>`);
    const equals = token.indexOf('=');
    const flag = token.slice(2, equals === -1 ? undefined : equals);
    const name = camelCase(flag);
    let text: string | true;
    if (equals !== -1) text = token.slice(equals + 1);
    else if (index + 1 < argv.length && !(argv[index + 1] as string).startsWith('--')) text = argv[++index] as string;
    else text = true;
    const declared = operation.cli?.flags?.[flag] ?? operation.cli?.flags?.[name];
    if (declared !== undefined && typeof text === 'string') {
      // A flag the operation reads itself (`--member "<date> <zone> [name]"`), repeated into a list.
      const list = Array.isArray(input[declared.field]) ? (input[declared.field] as unknown[]) : [];
      input[declared.field] = [...list, declared.parse(text)];
      continue;
    }
    const property = properties[name];
    const itemProperty = property?.type === 'array' && typeof property.items === 'object' ? (property.items as JsonSchemaProperty) : undefined;
    if (itemProperty !== undefined && !(typeof text === 'string' && text.startsWith('['))) {
      const list = Array.isArray(input[name]) ? (input[name] as unknown[]) : [];
      input[name] = [...list, typedValue(text, itemProperty)];
    } else {
      input[name] = Object.hasOwn(input, name) ? [input[name], typedValue(text, property)].flat() : typedValue(text, property);
    }
  }
  return input;
}

/** `--out <path>`: where a file result is written; the other arguments are the operation's input. */
function splitOutputPath(argv: readonly string[]): { outputPath: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let outputPath: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] as string;
    if (token === '--out' && index + 1 < argv.length) outputPath = argv[++index];
    else if (token.startsWith('--out=')) outputPath = token.slice('--out='.length);
    else rest.push(token);
  }
  return { outputPath, rest };
}

/**
 * `--pdf out.pdf` (or `--html`, `--md`) for an operation whose input has a `format` with that value (the reports):
 * the format and, when a path follows, where to write the file. Other arguments pass through.
 */
export function expandFormatFlags(operation: AnyOperation, argv: readonly string[]): string[] {
  const formats = (inputProperties(operation)['format'] as { enum?: unknown } | undefined)?.enum;
  if (!Array.isArray(formats)) return [...argv];
  const expanded: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] as string;
    const format = token.startsWith('--') ? token.slice(2) : '';
    if (!formats.includes(format)) {
      expanded.push(token);
      continue;
    }
    expanded.push('--format', format);
    const next = argv[index + 1];
    if (next !== undefined && !next.startsWith('--')) {
      expanded.push('--out', next);
      index += 1;
    }
  }
  return expanded;
}

/**
 * Runs `operation` on this machine's engines (no key, no quota) and prints its result as JSON; a file result
 * (the iCal export) is written to `--out` or under its own name in the working folder, and its path printed.
 */
export async function runOperation(operation: AnyOperation, argv: readonly string[]): Promise<string> {
  const { outputPath, rest } = splitOutputPath(expandFormatFlags(operation, argv));
  const rawInput = operationInput(operation, rest);
  const parsed = operation.input.safeParse(rawInput);
  if (!parsed.success) {
    const refusal = validationFailure(parsed.error, rawInput);
    throw new OperationCommandError(refusal.code, refusal.message);
  }
  try {
    const value: unknown = await operation.run(parsed.data, { engines: createDefaultEngines(), now: () => new Date() });
    if (!isFileResult(value)) return JSON.stringify(value, null, 2);
    const path = resolve(outputPath ?? value.fileName);
    const bytes = fileBytes(value);
    writeFileSync(path, bytes);
    return `wrote ${path} (${value.mediaType}, ${bytes.byteLength} bytes)`;
  } catch (error) {
    const refusal = toOperationFailure(error, rawInput);
    throw new OperationCommandError(refusal.code, refusal.message);
  }
}

/** The first whole sentence of `text` (up to a full stop followed by a space or the end), never cut inside. */
export function firstSentence(text: string): string {
  return /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;
}

/** The operations a command line can name: `name` for `mandala run`, and the `cli` command words where declared. */
export function operationList(): string {
  return textTable(
    ['operation', 'command', 'units', 'summary'],
    operations.map((operation) => [operation.name, operation.cli?.command ?? '', String(operation.units), firstSentence(operation.summary)]),
  );
}

/** `mandala run <operation> --<field> <value> …`: any operation of the service, on this machine's engines. */
export async function runCommand(argv: string[]): Promise<string> {
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h') return `${runUsage}\n\n${operationList()}`;
  let operation: AnyOperation;
  try {
    operation = getOperation(name.replace(/-/g, '_'));
  } catch {
    throw new UsageError(`no operation is named "${name}" (mandala run lists them)`);
  }
  return runOperation(operation, rest);
}

/**
 * The operation whose `cli.command` words start `argv` (`return solar …`), with the arguments after them;
 * `undefined` when none does.
 */
export function findCliOperation(argv: readonly string[]): { operation: AnyOperation; rest: string[] } | undefined {
  let best: { operation: AnyOperation; rest: string[] } | undefined;
  let bestLength = 0;
  for (const operation of operations) {
    const words = operation.cli?.command.split(' ') ?? [];
    if (words.length === 0 || words.length <= bestLength) continue;
    if (words.every((word, index) => argv[index] === word)) {
      best = { operation, rest: argv.slice(words.length) };
      bestLength = words.length;
    }
  }
  return best;
}

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** One usage line per operation with a `cli` command, its flags read from the input schema (optional ones in brackets). */
export function cliCommandUsages(): string[] {
  return operations.flatMap((operation) => {
    if (operation.cli === undefined) return [];
    const schema = z.toJSONSchema(operation.input as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    const required = new Set(schema.required ?? []);
    const readBy = new Map(Object.entries(operation.cli.flags ?? {}).map(([flag, declared]) => [declared.field, flag]));
    const flags = Object.keys(schema.properties ?? {}).map((name) => {
      const own = readBy.get(name);
      if (own !== undefined) return `--${own} <value> (repeated)`;
      return required.has(name) ? `--${kebabCase(name)} <value>` : `[--${kebabCase(name)} <value>]`;
    });
    const formats = (schema.properties?.['format'] as { enum?: unknown } | undefined)?.enum;
    const formatFlags = Array.isArray(formats) ? ` (or ${formats.map((format) => `--${String(format)} <file>`).join(' | ')})` : '';
    const file = operation.rest?.responseMediaType !== undefined && operation.rest.responseMediaType !== 'text/event-stream' ? ` [--out <file>]${formatFlags}` : '';
    return [`mandala ${operation.cli.command} ${flags.join(' ')}${file}`];
  });
}
