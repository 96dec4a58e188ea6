import { packageTestConfig } from '../../vitest.shared.ts';

/** The container tests build and run an image: they run after every other suite (`pnpm test:containers`), not beside them. */
export const containerTests = ['test/container-image.test.ts', 'test/compose-deployment.test.ts'];

export default packageTestConfig({ globalSetup: ['test/build-web-pages.ts'], exclude: ['**/node_modules/**', ...containerTests] });
