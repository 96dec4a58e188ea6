import type { z } from 'zod';

/** The top-level field names of an object schema (empty for other schemas). */
export function inputFieldNames(schema: z.ZodType): readonly string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  return shape === undefined ? [] : Object.keys(shape);
}

/** Sets an own, enumerable property, even `__proto__` (which plain assignment would take as the prototype). */
export function setOwnProperty(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Renames the keys of `raw` to the schema's canonical spelling, matching names case-insensitively
 * (`TransitDate`, `transitdate` → `transitDate`). `aliases` maps extra lower-case names to canonical ones
 * (`q` → `query`). Unknown names are kept as given (the strict schema then reports them), `__proto__`
 * included. Two spellings of one parameter (two casings, a name and its alias) with different values become
 * a list of the values under the canonical name, which the schema refuses as "takes one value, not
 * several"; equal repeats collapse. Never throws.
 */
export function canonicalParameterNames(
  raw: Readonly<Record<string, unknown>>,
  canonicalNames: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const byLowerCase = new Map(canonicalNames.map((name) => [name.toLowerCase(), name]));
  for (const [alias, target] of Object.entries(aliases)) byLowerCase.set(alias.toLowerCase(), target);
  const result: Record<string, unknown> = {};
  for (const name of Object.keys(raw)) {
    const value = raw[name];
    const canonical = byLowerCase.get(name.toLowerCase()) ?? name;
    if (!Object.hasOwn(result, canonical)) setOwnProperty(result, canonical, value);
    else if (result[canonical] !== value) {
      const earlier = result[canonical];
      setOwnProperty(result, canonical, [...(Array.isArray(earlier) ? earlier : [earlier]), ...(Array.isArray(value) ? value : [value])]);
    }
  }
  return result;
}
