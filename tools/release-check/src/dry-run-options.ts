// The command line of `pnpm release:dry-run`.

export interface DryRunOptions {
  /** Keep the scratch folder after a run that passed (one that failed is always kept). */
  readonly keep: boolean;
  /** Write the measured sizes to size-budget.json. */
  readonly updateBudget: boolean;
  /** Check only these public packages (`--only <name>`, repeatable); empty means all. */
  readonly only: readonly string[];
}

export const USAGE = 'usage: pnpm release:dry-run [--keep] [--update-budget] [--only @mandala/<name>]…';

/** Parses the arguments; throws with the usage on anything it does not know. */
export function parseDryRunOptions(args: readonly string[]): DryRunOptions {
  const only: string[] = [];
  let keep = false;
  let updateBudget = false;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--keep') keep = true;
    else if (arg === '--update-budget') updateBudget = true;
    else if (arg === '--only' && args[index + 1] !== undefined) only.push(args[++index] as string);
    else if (arg !== '--') throw new Error(`unknown option ${arg}; ${USAGE}`);
  }
  return { keep, updateBudget, only };
}
