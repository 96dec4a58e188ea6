// Issue 34: the metrics said nothing of which build runs. `mandala_build_info{version,commit,node}` is 1.
import { describe, expect, it } from 'vitest';
import serverPackage from '../../package.json' with { type: 'json' };
import { buildInfoFrom } from './build-info';
import { createServiceMetrics } from './service-metrics';

describe('mandala_build_info', () => {
  it('is 1 with the version, the commit and the Node.js version', async () => {
    const metrics = createServiceMetrics(buildInfoFrom({ MANDALA_BUILD_COMMIT: '0123abcd4567' }));
    const text = await metrics.registry.metrics();
    expect(text).toContain(`mandala_build_info{version="${serverPackage.version}",commit="0123abcd4567",node="${process.version}"} 1`);
  });

  it('reads the commit from the checkout when no MANDALA_BUILD_COMMIT is given, and refuses a label that is not a commit', () => {
    expect(buildInfoFrom({}).commit).toMatch(/^[0-9a-f]{12}$/);
    expect(buildInfoFrom({ MANDALA_BUILD_COMMIT: 'x"} 2\nevil' }).commit).toMatch(/^[0-9a-f]{12}$/);
  });
});
