import { packageBuildConfig } from '../../tsup.shared.ts';

// No source maps: the generated data modules would ship a second time inside them. Two entries: Node's (every span
// of the position tables) and browsers' (spans loaded on demand). The spans are JSON data files in `data/`, imported
// as JSON modules and kept out of the bundle (the shared preset). UTF-8 writes the other generated modules' non-ASCII
// characters as they are.
export default packageBuildConfig({ entry: ['src/index.ts', 'src/browser.ts'], sourcemap: false, charset: 'utf8' });
