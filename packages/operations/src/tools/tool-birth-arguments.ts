import type { AnyOperation } from '../define-operation';
import type { JsonSchema } from './tool-json-schema';

/** The one name every tool gives a local birth date-time (the specification's name on `generate_chart`). */
export const BIRTH_DATE_TIME_ARGUMENT = 'birthDateTime';
/** The old name some tools took, accepted for one release. */
export const DEPRECATED_BIRTH_DATE_ARGUMENT = 'date';

/** The sentence a tool description ends with when the tool still accepts the old name. */
export const BIRTH_DATE_DEPRECATION_NOTE = 'Deprecated: the old argument name "date" is still accepted for birthDateTime until the next release.';

/** Where `operation`'s tool renames the birth: `''` (the arguments), or a list field whose entries each hold a birth. */
function birthPaths(operation: AnyOperation): readonly string[] {
  return operation.tool?.birthDateTimeAt ?? [];
}

function renamed(entry: unknown): { value: unknown; both: boolean } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { value: entry, both: false };
  const fields = entry as Record<string, unknown>;
  if (!(BIRTH_DATE_TIME_ARGUMENT in fields)) return { value: entry, both: false };
  if (DEPRECATED_BIRTH_DATE_ARGUMENT in fields) return { value: entry, both: true };
  const { [BIRTH_DATE_TIME_ARGUMENT]: birthDateTime, ...rest } = fields;
  return { value: { ...rest, [DEPRECATED_BIRTH_DATE_ARGUMENT]: birthDateTime }, both: false };
}

/**
 * The tool arguments as the operation reads them: `birthDateTime` becomes the operation's `date` where the tool
 * declares it (`tool.birthDateTimeAt`); the old name `date` passes as it is. Both at once is refused with the path
 * that has both.
 */
export function toolArguments(operation: AnyOperation, args: unknown): { ok: true; value: unknown } | { ok: false; path: string; message: string } {
  let value = args;
  for (const path of birthPaths(operation)) {
    if (path === '') {
      const result = renamed(value);
      if (result.both) return { ok: false, path: BIRTH_DATE_TIME_ARGUMENT, message: 'Send birthDateTime only (date is its old name), not both.' };
      value = result.value;
      continue;
    }
    const fields = value as Record<string, unknown> | null;
    const entries = typeof fields === 'object' && fields !== null ? fields[path] : undefined;
    if (!Array.isArray(entries)) continue;
    const next: unknown[] = [];
    for (const [index, entry] of entries.entries()) {
      const result = renamed(entry);
      if (result.both) return { ok: false, path: `${path}.${index}.${BIRTH_DATE_TIME_ARGUMENT}`, message: 'Send birthDateTime only (date is its old name), not both.' };
      next.push(result.value);
    }
    value = { ...fields, [path]: next };
  }
  return { ok: true, value };
}

/** An issue path of the operation (`date`, `members.1.date`) as the tool names it (`birthDateTime`, `members.1.birthDateTime`). */
export function toolIssuePath(operation: AnyOperation, path: string): string {
  for (const birthPath of birthPaths(operation)) {
    if (birthPath === '' && path === DEPRECATED_BIRTH_DATE_ARGUMENT) return BIRTH_DATE_TIME_ARGUMENT;
    const nested = new RegExp(`^${birthPath}\\.(\\d+)\\.${DEPRECATED_BIRTH_DATE_ARGUMENT}$`);
    if (birthPath !== '' && nested.test(path)) return path.replace(/\.date$/, `.${BIRTH_DATE_TIME_ARGUMENT}`);
  }
  return path;
}

function renameInObjectSchema(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (properties === undefined || !(DEPRECATED_BIRTH_DATE_ARGUMENT in properties)) return schema;
  const renamedProperties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (name !== DEPRECATED_BIRTH_DATE_ARGUMENT) renamedProperties[name] = property;
    else {
      renamedProperties[BIRTH_DATE_TIME_ARGUMENT] = property;
      renamedProperties[DEPRECATED_BIRTH_DATE_ARGUMENT] = { type: 'string', deprecated: true, description: 'Old name of birthDateTime, accepted until the next release; send birthDateTime.' };
    }
  }
  const required = Array.isArray(schema.required)
    ? (schema.required as string[]).map((name) => (name === DEPRECATED_BIRTH_DATE_ARGUMENT ? BIRTH_DATE_TIME_ARGUMENT : name))
    : undefined;
  return { ...schema, properties: renamedProperties, ...(required === undefined ? {} : { required }) };
}

/** The tool's input JSON Schema with `birthDateTime` where the operation says `date`, and `date` kept as a deprecated name. */
export function toolBirthInputSchema(operation: AnyOperation, schema: JsonSchema): JsonSchema {
  let result = schema;
  for (const path of birthPaths(operation)) {
    if (path === '') {
      result = renameInObjectSchema(result);
      continue;
    }
    const properties = result.properties as Record<string, JsonSchema> | undefined;
    const list = properties?.[path];
    if (list === undefined || typeof list.items !== 'object') continue;
    const items = list.items as JsonSchema;
    // Entries checked one by one inside the operation (a batch) have no item schema: the list's description names the fields.
    const described = items.properties === undefined && typeof list.description === 'string'
      ? { description: `${list.description.replace(/\bdate\b/, BIRTH_DATE_TIME_ARGUMENT)} (date is the old name of birthDateTime)` }
      : {};
    result = { ...result, properties: { ...properties, [path]: { ...list, ...described, items: renameInObjectSchema(items) } } };
  }
  return result;
}

/** The tool's description for models, with the deprecation note of the old birth argument name where it applies. */
export function toolDescriptionText(operation: AnyOperation): string {
  const description = operation.tool?.description ?? operation.summary;
  return birthPaths(operation).length === 0 ? description : `${description} ${BIRTH_DATE_DEPRECATION_NOTE}`;
}
