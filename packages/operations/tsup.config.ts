import { packageBuildConfig } from '../../tsup.shared.ts';

// The calculation pool's worker is an entry of its own: `createCalculationPool` starts workers on
// `dist/calculation-pool/calculation-worker.js`. `src/testing.ts` is the `./testing` subpath (test doubles).
export default packageBuildConfig({ entry: ['src/index.ts', 'src/testing.ts', 'src/calculation-pool/calculation-worker.ts'] });
