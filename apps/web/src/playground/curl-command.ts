/** What the copied commands carry instead of the key: the key itself never leaves the page this way. */
export const keyPlaceholder = '$MANDALA_KEY';

/** Quotes text for a POSIX shell in single quotes. */
function shellQuoted(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl command of a GET on this service, the key as the shell variable `$MANDALA_KEY`
 * (set it first: `MANDALA_KEY=mdl_live_…`). `outputFile` saves the answer (`-o`) instead of printing it.
 */
export function curlCommand(origin: string, pathAndQuery: string, outputFile?: string): string {
  const output = outputFile === undefined ? '' : ` -o ${shellQuoted(outputFile)}`;
  return `curl -s${output} -H "Authorization: Bearer ${keyPlaceholder}" ${shellQuoted(`${origin}${pathAndQuery}`)}`;
}
