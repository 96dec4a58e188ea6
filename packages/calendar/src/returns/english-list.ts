// Lists in running text.

/** `a`, `a and b`, `a, b and c`; empty text for no items. */
export function englishList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
