export { runCli, usageText } from './run-cli';
export type { CliOutcome } from './run-cli';
