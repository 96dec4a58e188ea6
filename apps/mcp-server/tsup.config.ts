import { writeFile } from 'node:fs/promises';
import { packageBuildConfig } from '../../tsup.shared.ts';
import { buildBodygraphAppHtml } from './src/bodygraph-app/bodygraph-app-bundle.ts';
import { BUILT_BODYGRAPH_APP_FILE } from './src/bodygraph-app/bodygraph-app-resource.ts';

// The bodygraph MCP App page is bundled here, once, into `dist/bodygraph-app.html`: the built service reads it and
// runs no bundler.
export default packageBuildConfig({
  onSuccess: async () => {
    await writeFile(new URL(`./dist/${BUILT_BODYGRAPH_APP_FILE}`, import.meta.url), await buildBodygraphAppHtml());
  },
});
