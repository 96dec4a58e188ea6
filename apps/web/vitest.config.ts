import { packageTestConfig } from '../../vitest.shared.ts';

// The build's own helpers (build/) are tested beside them too.
export default packageTestConfig({ include: ['src/**/*.test.ts', 'build/**/*.test.ts'] });
