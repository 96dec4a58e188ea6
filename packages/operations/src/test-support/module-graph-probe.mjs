// Run as `node --import tsx module-graph-probe.mjs <module path>`: imports the module and prints, as JSON, the URL of
// every module its import graph resolved (through a synchronous resolve hook, which sees tsx's resolutions too).
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const resolved = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    resolved.add(result.url);
    return result;
  },
});
await import(pathToFileURL(process.argv[2]).href);
process.stdout.write(JSON.stringify([...resolved]));
