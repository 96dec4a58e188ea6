/** Words of a capitalized key: `BiologicalCorrelation` → `Biological correlation`, `IChing` → `I Ching`. */
function keyWords(key: string): string {
  const spaced = key === 'IChing' ? 'I Ching' : key.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return spaced.charAt(0) + spaced.slice(1).toLowerCase().replace(/\bi ching\b/, 'I Ching');
}

function scalarText(value: unknown): string {
  if (Array.isArray(value)) return value.map(scalarText).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A list of records as one bullet each: `- **Line 1, Investigator**: Creativity rests …`. */
function recordListMarkdown(items: readonly Record<string, unknown>[]): string {
  return items
    .map((item) => {
      const { Description, Text, ...rest } = item;
      const label = Object.entries(rest)
        .map(([key, value]) => (typeof value === 'number' ? `${keyWords(key)} ${value}` : scalarText(value)))
        .join(', ');
      const text = Description ?? Text;
      return text === undefined ? `- ${label}` : `- **${label}**: ${scalarText(text)}`;
    })
    .join('\n');
}

/**
 * One reference item (a gate, channel, center, profile, type or authority record of the REST library, with its
 * capitalized keys) as Markdown: `# heading`, the theme or description as a paragraph, scalar fields as a bullet
 * list, nested records as `key: value` bullets and lists of records (a gate's lines) as their own section. The
 * same record the REST library answers, so the texts are the same.
 */
export function referenceMarkdown(heading: string, item: Readonly<Record<string, unknown>>): string {
  const { Theme, Description, ...fields } = item;
  const lead = [Theme, Description].filter((text): text is string => typeof text === 'string');
  const facts: string[] = [];
  const sections: string[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) continue;
    if (Array.isArray(value) && value.every(isRecord)) {
      sections.push(`## ${keyWords(key)}\n\n${recordListMarkdown(value)}`);
    } else if (isRecord(value)) {
      const parts = Object.entries(value).map(([innerKey, innerValue]) => `${keyWords(innerKey)} ${scalarText(innerValue)}`);
      facts.push(`- **${keyWords(key)}**: ${parts.join(', ')}`);
    } else {
      facts.push(`- **${keyWords(key)}**: ${scalarText(value)}`);
    }
  }
  return [`# ${heading}`, ...lead, facts.join('\n'), ...sections].filter((block) => block !== '').join('\n\n') + '\n';
}
