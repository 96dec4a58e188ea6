// Run in the image's builder after `pnpm install --prod`: leaves of each workspace package under apps/ and packages/
// only what it publishes (its package.json, its `files` entries: the built dist/…) and its node_modules links, and
// drops the tools, sources and tests, so the runtime stage copies the workspace as it runs.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

for (const group of ['apps', 'packages']) {
  for (const name of readdirSync(group)) {
    const directory = join(group, name);
    const manifest = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8'));
    const kept = new Set(['package.json', 'node_modules', ...(manifest.files ?? []).map((entry) => entry.split('/')[0])]);
    for (const entry of readdirSync(directory)) {
      if (!kept.has(entry)) rmSync(join(directory, entry), { recursive: true, force: true });
    }
  }
}
const keptAtRoot = new Set(['apps', 'packages', 'node_modules', 'package.json', 'pnpm-workspace.yaml', 'LICENSE']);
for (const entry of readdirSync('.')) {
  if (!keptAtRoot.has(entry)) rmSync(entry, { recursive: true, force: true });
}
