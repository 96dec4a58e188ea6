#!/usr/bin/env node
import { readStoreConfiguration } from '@mandala/access';
import { runCli } from './run-cli';

let location;
try {
  // The service reads the same variables with the same reader: a key made here lands where the service looks.
  location = readStoreConfiguration(process.env);
} catch (error) {
  process.stderr.write(`error [invalid_configuration]: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
const outcome = await runCli(process.argv.slice(2), location);
if (outcome.stdout !== '') process.stdout.write(`${outcome.stdout}\n`);
if (outcome.stderr !== '') process.stderr.write(`${outcome.stderr}\n`);
process.exitCode = outcome.exitCode;
