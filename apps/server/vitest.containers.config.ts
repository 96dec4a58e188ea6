import { packageTestConfig } from '../../vitest.shared.ts';

/**
 * The container image test alone, run by `pnpm check` after every other suite so that its image build (minutes of
 * CPU) does not starve the timing-sensitive tests. The compose deployment test runs by hand
 * (`pnpm --filter @mandala/server test:compose`, with `CI=true` so it cannot skip): it builds the PostgreSQL, haproxy
 * and Prometheus images beside the service's and takes about ten minutes on two cores.
 */
export default packageTestConfig({ include: ['test/container-image.test.ts'], fileParallelism: false });
