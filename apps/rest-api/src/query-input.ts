import { z } from 'zod';
import { canonicalParameterNames, inputFieldNames } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';

/** How to read one operation's query and path parameters. */
export interface QueryReader {
  (query: Readonly<Record<string, unknown>>, pathParameters: Readonly<Record<string, string>>): Record<string, unknown>;
}

const NUMBER_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;
const credentialNames = new Set(['api_key', 'apikey']);

function numericFieldsOf(operation: AnyOperation): Set<string> {
  const schema = z.toJSONSchema(operation.input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown }>;
  };
  const numeric = new Set<string>();
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (property.type === 'integer' || property.type === 'number') numeric.add(name);
  }
  return numeric;
}

/**
 * Builds the reader of an operation's REST input: parameter names matched case-insensitively
 * (`TransitDate` = `transitDate`) plus the route's aliases, repeated equal values collapsed, numbers
 * read from text for numeric fields (`limit=5` → 5; `limit=five` stays text and fails validation).
 * Credential parameters are left out here: the executor refuses them (401) before validation.
 */
export function createQueryReader(operation: AnyOperation, aliases: Readonly<Record<string, string>> = {}): QueryReader {
  const names = inputFieldNames(operation.input);
  const numericFields = numericFieldsOf(operation);
  return (query, pathParameters) => {
    const raw: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(query)) {
      if (credentialNames.has(name.toLowerCase())) continue;
      raw[name] = Array.isArray(value) && value.every((each) => each === value[0]) ? value[0] : value;
    }
    const input = canonicalParameterNames({ ...raw, ...pathParameters }, names, aliases);
    for (const field of numericFields) {
      const value = input[field];
      if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) input[field] = Number(value.trim());
    }
    return input;
  };
}
