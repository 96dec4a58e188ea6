import { describe, expect, it } from 'vitest';
import { createEchoEngines } from '../test-support/fake-engines';
import { planetaryUpdate } from './planetary-stream';

describe('planetaryUpdate', () => {
  it('lists planets and highlights the Sun and Moon gates, channels and retrogrades', async () => {
    const update = await planetaryUpdate({ engines: createEchoEngines(), now: () => new Date('2026-03-01T12:00:00Z') });
    expect(update.timestamp).toBe('2026-03-01T12:00:00.000Z');
    expect(Array.isArray(update.planets)).toBe(true);
    expect(update.highlights).toEqual({ sunGate: 34, moonGate: 20, activeChannels: ['20-34'], retrogradePlanets: ['Mercury'] });
  });
});
