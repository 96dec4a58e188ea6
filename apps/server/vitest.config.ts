import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({ globalSetup: ['test/build-web-pages.ts'] });
