// The service's idle memory release (apps/server idle-memory-release.ts) relies on V8's last-resort collection giving
// back the young generation that a load grew; a regular full collection keeps it at its full size.
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { garbageCollector } from './garbage-collector';

const youngGenerationBytes = (): number => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;

describe('garbageCollector', () => {
  it('gives back the young generation with a last-resort collection, where a regular one keeps it', () => {
    const collect = garbageCollector();
    // Objects that live a while grow the young generation to its full size.
    let kept: object[] = [];
    for (let index = 0; index < 3_000_000; index += 1) {
      kept.push({ index });
      if (kept.length > 100_000) kept = [];
    }
    kept = [];
    collect({ type: 'major', execution: 'sync' });
    const afterRegular = youngGenerationBytes();
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    const afterLastResort = youngGenerationBytes();
    expect(afterRegular).toBeGreaterThan(4 * 1024 * 1024);
    expect(afterLastResort).toBeLessThan(afterRegular / 4);
  });
});
