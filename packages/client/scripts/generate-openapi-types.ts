// Regenerates src/generated/ from a running service's /openapi.json, or checks that the committed files match it.
//   pnpm --filter @mandala/client generate:types                      (http://localhost:3000/openapi.json)
//   pnpm --filter @mandala/client generate:types --url <document url>
//   pnpm --filter @mandala/client generate:types --file openapi.json
//   … --check: write nothing; exit 1, naming the stale files, when they differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { OpenAPI3 } from 'openapi-typescript';
import { generatedFiles } from './openapi-types';

const { values } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000/openapi.json' }, file: { type: 'string' }, check: { type: 'boolean', default: false } },
});

async function readDocument(): Promise<OpenAPI3> {
  if (values.file !== undefined) return JSON.parse(readFileSync(values.file, 'utf8')) as OpenAPI3;
  const answer = await fetch(values.url).catch((error: unknown) => {
    console.error(`Could not reach ${values.url} (${error instanceof Error ? error.message : String(error)}): start the service (pnpm start), or pass --url or --file.`);
    process.exit(1);
  });
  if (!answer.ok) throw new Error(`${values.url} answered ${answer.status}.`);
  return (await answer.json()) as OpenAPI3;
}

const packageFolder = new URL('../', import.meta.url);
const files = await generatedFiles(await readDocument());
const stale: string[] = [];
for (const [path, text] of Object.entries(files)) {
  const target = new URL(path, packageFolder);
  let current: string | undefined;
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    current = undefined;
  }
  if (current === text) continue;
  stale.push(path);
  if (!values.check) writeFileSync(target, text);
}
if (values.check && stale.length > 0) {
  console.error(`Stale in packages/client: ${stale.join(', ')}. Start the service (pnpm start), then run pnpm --filter @mandala/client generate:types.`);
  process.exit(1);
}
console.log(stale.length === 0 ? 'packages/client/src/generated is up to date.' : `Wrote ${stale.join(', ')}.`);
