import { packageBuildConfig } from '../../tsup.shared.ts';

// The calculation pool's worker and the picture process are entries of their own: `createCalculationPool` starts
// workers on `dist/calculation-pool/calculation-worker.js`, and they start `dist/picture-process/picture-process-entry.js`.
// `src/testing.ts` is the `./testing` subpath (test doubles).
export default packageBuildConfig({
  entry: ['src/index.ts', 'src/testing.ts', 'src/calculation-pool/calculation-worker.ts', 'src/picture-process/picture-process-entry.ts'],
});
