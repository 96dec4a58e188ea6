import type { z } from 'zod';

/** The top-level field names of an object schema (empty for other schemas). */
export function inputFieldNames(schema: z.ZodType): readonly string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape === undefined ? [] : Object.keys(shape);
}

/**
 * Renames the keys of `raw` to the schema's canonical spelling, matching names case-insensitively
 * (`TransitDate`, `transitdate` → `transitDate`). `aliases` maps extra lower-case names to canonical ones
 * (`q` → `query`). Unknown names are kept as given (the strict schema then reports them). Two spellings
 * of one parameter with different values keep the second spelling (the strict schema then rejects it);
 * equal repeats collapse. Never throws.
 */
export function canonicalParameterNames(
  raw: Readonly<Record<string, unknown>>,
  canonicalNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const byLowerCase = new Map(canonicalNames.map((name) => [name.toLowerCase(), name]));
  for (const [alias, target] of Object.entries(aliases)) byLowerCase.set(alias.toLowerCase(), target);
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    const canonical = byLowerCase.get(name.toLowerCase()) ?? name;
    if (Object.hasOwn(result, canonical) && result[canonical] !== value) {
      // Two spellings, two values: keep the second as spelled so the strict schema rejects it (400),
      // after authentication rather than before it.
      result[name] = value;
      continue;
    }
    result[canonical] = value;
  }
  return result;
}
