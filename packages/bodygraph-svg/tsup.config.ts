import { packageBuildConfig } from '../../tsup.shared.ts';

// Two entries: the SVG renderer (pure, no native code) and `./png`, which loads @resvg/resvg-js.
export default packageBuildConfig({ entry: ['src/index.ts', 'src/png.ts'] });
