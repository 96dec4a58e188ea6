import { z } from 'zod';

/**
 * An object of a response: every field it declares is documented and checked exactly (type, enum, range),
 * and a field it does not declare passes. Its JSON Schema says `additionalProperties: {}`, never `false`,
 * so a client validating with the published schema (OpenAPI, MCP `outputSchema`, the Agent HTTP catalog)
 * keeps working when a later version of the service adds a field.
 *
 * That the declared fields are all the engine writes is guarded by the tests instead
 * (`test-support/undeclared-fields.ts`). Input schemas stay strict (`z.strictObject`).
 */
export function responseObject<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.looseObject(shape);
}
