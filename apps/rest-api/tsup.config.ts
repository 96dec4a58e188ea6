import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/main.ts'],
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  // Node 20 is the oldest runtime we support; ES2022 runs there without down-levelling.
  target: 'es2022',
});
