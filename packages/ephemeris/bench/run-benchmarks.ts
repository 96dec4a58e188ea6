// Runs every bench/*.bench.ts file in its own Node process (with the same tsx loader as this one),
// one after the other. Used by `pnpm --filter @mandala/ephemeris bench`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const folder = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .sort();
let failed = 0;
for (const name of files) {
  console.log(`\n=== bench/${name} ===`);
  const result = spawnSync(process.execPath, [...process.execArgv, `${folder}${name}`], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
}
if (failed > 0) process.exitCode = 1;
