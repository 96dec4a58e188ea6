import { packageTestConfig } from '../../vitest.shared.ts';

/** The compose deployment test (PostgreSQL, two instances, haproxy, Prometheus under rolling restarts), run by hand. */
export default packageTestConfig({ include: ['test/compose-deployment.test.ts'] });
