import { packageBuildConfig } from '../../tsup.shared.ts';

// The calculation pool's worker is an entry of its own: `createCalculationPool` starts workers on
// `dist/calculation-pool/calculation-worker.js`.
export default packageBuildConfig({ entry: ['src/index.ts', 'src/calculation-pool/calculation-worker.ts'] });
