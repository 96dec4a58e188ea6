import { parseArgs } from 'node:util';

/** Options every command understands. */
export interface CommandArguments {
  /** Positional words after the command name. */
  readonly positionals: string[];
  readonly values: Record<string, string | boolean | undefined>;
}

/** Thrown for a wrong command line; printed with the usage text and exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Parses the arguments of one command; unknown flags are a usage error. */
export function parseCommandArguments(argv: string[], options: Record<string, { type: 'string' | 'boolean'; short?: string }>): CommandArguments {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    return { positionals, values: values as CommandArguments['values'] };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A required string option. */
export function requiredString(parsed: CommandArguments, name: string): string {
  const value = parsed.values[name];
  if (typeof value !== 'string' || value === '') throw new UsageError(`--${name} is required`);
  return value;
}

/** An optional string option. */
export function optionalString(parsed: CommandArguments, name: string): string | undefined {
  const value = parsed.values[name];
  return typeof value === 'string' ? value : undefined;
}
