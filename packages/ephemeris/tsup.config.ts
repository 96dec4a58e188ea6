import { packageBuildConfig } from '../../tsup.shared.ts';

// No source maps: the generated data modules would ship a second time inside them. Two entries: Node's (every span
// of the position tables) and browsers' (spans loaded on demand, each a chunk). UTF-8 keeps the tables' byte strings
// at one or two bytes per byte.
export default packageBuildConfig({ entry: ['src/index.ts', 'src/browser.ts'], sourcemap: false, charset: 'utf8' });
