import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  // No source maps: the generated data modules would ship a second time inside them.
  sourcemap: false,
  clean: true,
  // Node 20 is the oldest runtime we support; ES2022 runs there without down-levelling.
  target: 'es2022',
});
