import { packageTestConfig } from '../../vitest.shared.ts';

export default packageTestConfig({ setupFiles: ['./test/all-position-tables.setup.ts'] });
