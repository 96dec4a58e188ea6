// Writes dist/bodygraph.browser.js: @mandala/bodygraph for browsers. Fails when anything in it needs Node.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BODYGRAPH_ENTRY, bundleForBrowser } from '../src/index';

const outputFolder = fileURLToPath(new URL('../dist/', import.meta.url));
const bundle = await bundleForBrowser({ entry: BODYGRAPH_ENTRY });
mkdirSync(outputFolder, { recursive: true });
writeFileSync(`${outputFolder}bodygraph.browser.js`, bundle.code);
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(2)} MB`;
console.log(`dist/bodygraph.browser.js: ${megabytes(bundle.bytes)} minified, ${megabytes(bundle.gzipBytes)} gzip, ${bundle.inputs.length} source files`);
