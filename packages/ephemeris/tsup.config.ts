import { packageBuildConfig } from '../../tsup.shared.ts';

// No source maps: the generated data modules would ship a second time inside them.
export default packageBuildConfig({ sourcemap: false });
