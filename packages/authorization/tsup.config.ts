import { packageBuildConfig } from '../../tsup.shared.ts';

export default packageBuildConfig();
