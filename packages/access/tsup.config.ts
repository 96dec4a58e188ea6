import { packageBuildConfig } from '../../tsup.shared.ts';

// Two entries: the whole package, and `./policy` (the rules without the store, for calculation threads).
export default packageBuildConfig({ entry: ['src/index.ts', 'src/policy.ts'] });
