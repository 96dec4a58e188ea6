import { z } from 'zod';
import type { AnyOperation } from '../define-operation';
import { toolBirthInputSchema } from './tool-birth-arguments';
import { successEnvelopeSchema } from './tool-envelope';

/** A JSON Schema object (draft 2020-12). */
export type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const document = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete document.$schema;
  return document;
}

// Schemas are generated once per operation: catalog and tools/list answers reuse them (treat them as read-only).
const inputSchemas = new WeakMap<AnyOperation, JsonSchema>();
const outputSchemas = new WeakMap<AnyOperation, JsonSchema>();

/** The JSON Schema of a tool's arguments (fields with defaults are optional; a birth is `birthDateTime`). Cached; do not mutate. */
export function toolInputJsonSchema(operation: AnyOperation): JsonSchema {
  let schema = inputSchemas.get(operation);
  if (schema === undefined) {
    schema = toolBirthInputSchema(operation, toJsonSchema(operation.input as z.ZodType, 'input'));
    inputSchemas.set(operation, schema);
  }
  return schema;
}

/** The JSON Schema of an operation's own input, as REST takes it (a birth named `date`, not the tools' `birthDateTime`). */
export function operationInputJsonSchema(operation: AnyOperation): JsonSchema {
  return toJsonSchema(operation.input as z.ZodType, 'input');
}

/** The JSON Schema of a tool's success envelope (`{ version, tool, data, meta }`). Cached; do not mutate. */
export function toolOutputJsonSchema(operation: AnyOperation): JsonSchema {
  let schema = outputSchemas.get(operation);
  if (schema === undefined) {
    schema = toJsonSchema(successEnvelopeSchema(operation), 'output');
    outputSchemas.set(operation, schema);
  }
  return schema;
}
