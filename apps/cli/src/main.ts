#!/usr/bin/env node
import { runCli } from './run-cli';

const outcome = await runCli(process.argv.slice(2), {
  databaseUrl: process.env['MANDALA_DATABASE_URL'] || undefined,
  dataDirectory: process.env['MANDALA_DATA_DIR'] || './.mandala',
});
if (outcome.stdout !== '') process.stdout.write(`${outcome.stdout}\n`);
if (outcome.stderr !== '') process.stderr.write(`${outcome.stderr}\n`);
process.exitCode = outcome.exitCode;
