import { UsageError } from './cli-arguments';
import { accountsCommand, accountsUsage } from './commands/accounts-command';
import { batchCommand, batchUsage } from './commands/batch-command';
import { celebrityCommand, celebrityUsage } from './commands/celebrity-command';
import { chartCommand, chartUsage } from './commands/chart-command';
import { keysCommand, keysUsage, usageCommand } from './commands/keys-command';
import { locationsCommand, locationsUsage } from './commands/locations-command';
import { migrateCommand, migrateUsage } from './commands/migrate-command';
import { OperationCommandError, cliCommandUsages, findCliOperation, runCommand, runOperation, runUsage } from './commands/operation-command';
import { positionsCommand, positionsUsage } from './commands/positions-command';
import { StoreSchemaError } from '@mandala/access';
import { isMandalaError } from '@mandala/operations';
import type { StoreLocation } from './commands/keys-command';

/** The usage text; built when asked for, since the operation commands' lines read the input schemas. */
export function usageText(): string {
  return `usage: mandala <command> [options]

       ${chartUsage}
       ${positionsUsage}
       ${locationsUsage}
       ${celebrityUsage}
       ${keysUsage}
       ${accountsUsage}
       ${migrateUsage}
       ${batchUsage}
       ${runUsage}
       ${cliCommandUsages().join('\n       ')}`;
}

/** What a run printed and the exit code it ends with. */
export interface CliOutcome {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** Runs one command line; never throws. */
export async function runCli(argv: string[], location: StoreLocation): Promise<CliOutcome> {
  const [command, ...rest] = argv;
  try {
    const output = await dispatch(command, rest, location);
    return { stdout: output, stderr: '', exitCode: 0 };
  } catch (error) {
    if (error instanceof UsageError) return { stdout: '', stderr: `error: ${error.message}\n\n${usageText()}`, exitCode: 2 };
    if (isMandalaError(error) || error instanceof OperationCommandError || error instanceof StoreSchemaError) return { stdout: '', stderr: `error [${error.code}]: ${error.message}`, exitCode: 1 };
    throw error;
  }
}

async function dispatch(command: string | undefined, rest: string[], location: StoreLocation): Promise<string> {
  switch (command) {
    case 'chart':
      return chartCommand(rest);
    case 'positions':
      return positionsCommand(rest);
    case 'locations':
      return locationsCommand(rest);
    case 'celebrity':
      return celebrityCommand(rest);
    case 'keys':
      return keysCommand(rest, location);
    case 'usage':
      return usageCommand(rest, location);
    case 'accounts':
      return accountsCommand(rest, location);
    case 'migrate':
      return migrateCommand(rest, location);
    case 'run':
      return runCommand(rest);
    case 'batch':
      return batchCommand(rest);
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return usageText();
    default: {
      const declared = findCliOperation([command, ...rest]);
      if (declared !== undefined) return runOperation(declared.operation, declared.rest);
      throw new UsageError(`unknown command "${command}"`);
    }
  }
}
