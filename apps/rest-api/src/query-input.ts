import { z } from 'zod';
import { canonicalParameterNames, inputFieldNames, setOwnProperty } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';

/** How to read one operation's query and path parameters. */
export interface QueryReader {
  (query: Readonly<Record<string, unknown>>, pathParameters: Readonly<Record<string, string>>): Record<string, unknown>;
}

const INTEGER_TEXT = /^-?[0-9]+$/;
const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const credentialNames = new Set(['api_key', 'apikey']);

/** The numeric fields of an operation's input, each with the text that reads as its number. */
function numericFieldsOf(operation: AnyOperation): Map<string, RegExp> {
  const schema = z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  const numeric = new Map<string, RegExp>();
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.type === 'integer') numeric.set(name, INTEGER_TEXT);
    else if (property.type === 'number') numeric.set(name, NUMBER_TEXT);
  }
  return numeric;
}

/**
 * Builds the reader of an operation's REST input: parameter names matched case-insensitively
 * (`TransitDate` = `transitDate`) plus the route's aliases, repeated equal values collapsed, numbers
 * read from text for numeric fields (`limit=5` → 5; `limit=five` stays text and fails validation; an
 * integer field reads digits only, so `34.0`, `0x22` and `1e1` fail as they do on the tool surfaces).
 * Credential parameters are left out here: the executor refuses them (401) before validation.
 */
export function createQueryReader(operation: AnyOperation, aliases: Readonly<Record<string, string>> = {}): QueryReader {
  const names = inputFieldNames(operation.input);
  const numericFields = numericFieldsOf(operation);
  return (query, pathParameters) => {
    const raw: Record<string, unknown> = {};
    // The query's parameters, then the path's (a path parameter wins), read in place: this runs on every GET call.
    for (const source of [query, pathParameters]) {
      for (const name in source) {
        if (!Object.hasOwn(source, name) || credentialNames.has(name.toLowerCase())) continue;
        const value: unknown = source[name];
        setOwnProperty(raw, name, Array.isArray(value) && value.every((each) => each === value[0]) ? value[0] : value);
      }
    }
    const input = canonicalParameterNames(raw, names, aliases);
    for (const [field, numberText] of numericFields) {
      const value = input[field];
      if (typeof value === 'string' && numberText.test(value.trim())) input[field] = Number(value.trim());
    }
    return input;
  };
}
