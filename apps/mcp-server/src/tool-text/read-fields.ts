// Tolerant readers of tool data: a tool text never throws on a shape it did not expect, it leaves the part out.

/** `value` as a plain object, or `{}`. */
export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** `value` as an array, or `[]`. */
export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? (value as unknown[]) : [];
}

/** `value` when it is a non-empty string. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** `value` when it is a finite number. */
export function numberOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A display name: the string itself (v1) or its `Name` / `Id` (v2, v3). */
export function nameOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  const fields = record(value);
  return text(fields.Name) ?? text(fields.Id) ?? text(fields.name);
}
