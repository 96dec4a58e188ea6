/** Escapes text for an XML text node or a double-quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A coordinate as short SVG text: at most two decimals, no trailing zeros. */
export function formatNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}
