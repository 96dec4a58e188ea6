// Writes packages/operations/data/openapi-examples.json: every operation's example answer as the real engine
// gives it (`openapi-examples/record-examples.ts`); `createOpenApiDocument` puts each under its 200 response. An
// example that changed only in its ids and timings keeps its recorded text, so a run without a change in an engine or
// a schema changes nothing. `--check` writes nothing and fails, naming them, when examples are stale.
//   pnpm --filter @mandala/server generate:openapi-examples [--check]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { examplesOfFileText, openApiExamplesFile, openApiExamplesFileText } from '@mandala/operations';
import type { OpenApiExample } from '@mandala/operations';
import { recordOpenApiExamples, sameExample } from './openapi-examples/record-examples';

const outputFile = fileURLToPath(openApiExamplesFile);
const { values } = parseArgs({ options: { check: { type: 'boolean', default: false } } });

/** The examples the file holds now, none when there is no file. */
function committedExamples(): Readonly<Record<string, OpenApiExample>> {
  return existsSync(outputFile) ? examplesOfFileText(readFileSync(outputFile, 'utf8')) : {};
}

const generatedOpenApiExamples = committedExamples();
const recorded = await recordOpenApiExamples();
const examples: Record<string, OpenApiExample> = {};
const changed: string[] = [];
for (const [operationId, example] of Object.entries(recorded)) {
  const committed = generatedOpenApiExamples[operationId];
  if (committed !== undefined && sameExample(committed, example)) examples[operationId] = committed;
  else {
    examples[operationId] = example;
    changed.push(operationId);
  }
}
const removed = Object.keys(generatedOpenApiExamples).filter((operationId) => !Object.hasOwn(recorded, operationId));
if (values.check) {
  if (changed.length + removed.length > 0) {
    process.stderr.write(`Stale OpenAPI examples: ${[...changed, ...removed].join(', ')}. Run pnpm --filter @mandala/server generate:openapi-examples.\n`);
    process.exit(1);
  }
  process.stdout.write('The OpenAPI examples are what the engine answers.\n');
  process.exit(0);
}
writeFileSync(outputFile, openApiExamplesFileText(examples));
process.stdout.write(`${changed.length} of ${Object.keys(examples).length} examples changed (${changed.join(', ') || 'none'}); wrote ${outputFile}\n`);
process.exit(0);
