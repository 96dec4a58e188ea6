import { packageBuildConfig } from '../../tsup.shared.ts';

// No source maps (they would carry the sources a second time). The data file stays `data/atlas-data.json`, beside
// `dist/` (the shared preset keeps `data/` imports external).
export default packageBuildConfig({ sourcemap: false });
