// Writes dist/bodygraph.browser.js (@mandala/bodygraph for browsers) and beside it the chunks it imports on demand
// (the spans of the position tables). Fails when anything in them needs Node.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BODYGRAPH_ENTRY, bundleForBrowser } from '../src/index';

const outputFolder = fileURLToPath(new URL('../dist/', import.meta.url));
const bundle = await bundleForBrowser({ entry: BODYGRAPH_ENTRY });
mkdirSync(outputFolder, { recursive: true });
writeFileSync(`${outputFolder}bodygraph.browser.js`, bundle.code);
for (const chunk of bundle.chunks) writeFileSync(`${outputFolder}${chunk.fileName}`, chunk.code);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
const chunkGzipBytes = bundle.chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
console.log(`dist/bodygraph.browser.js: ${megabytes(bundle.bytes)} minified, ${megabytes(bundle.gzipBytes)} gzip, ${bundle.inputs.length} source files`);
console.log(`and ${bundle.chunks.length} chunks loaded on demand: ${megabytes(chunkGzipBytes)} gzip in all`);
