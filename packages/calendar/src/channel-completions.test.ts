import { describe, expect, it } from 'vitest';
import { channelCompletions } from './channel-completions';
import { bodyActivationAt, gateCrossings, type EventBody, type GateCrossing } from './events';
import { natalGateSet } from './natal-gate-set';

function byBody(crossings: GateCrossing[]): Map<EventBody, GateCrossing[]> {
  const map = new Map<EventBody, GateCrossing[]>();
  for (const crossing of crossings) map.set(crossing.body, [...(map.get(crossing.body) ?? []), crossing]);
  return map;
}

describe('channelCompletions', () => {
  const window = { start: new Date('2024-03-01T00:00:00.000Z'), end: new Date('2024-03-08T00:00:00.000Z') };
  const crossings = byBody(gateCrossings(window, { bodies: ['Sun', 'Moon'] }));

  it('finds a body entering a gate whose partner is natal, with its exit', () => {
    // The Sun enters gate 63 on 2024-03-01 and leaves it on 2024-03-07; 4-63 needs natal gate 4.
    const sides = new Uint8Array(65);
    sides[4] = 1;
    const sun = channelCompletions(window, crossings, natalGateSet(sides), 366).filter((each) => each.body === 'Sun');
    expect(sun).toEqual([
      expect.objectContaining({ gate: 63, entersInWindow: true, partner: expect.objectContaining({ channelId: '4-63' }) }),
    ]);
    const [completion] = sun;
    expect(completion!.from).toEqual(completion!.entered);
    expect(completion!.until!.toISOString().slice(0, 10)).toBe('2024-03-07');
  });

  it('reports a body already in such a gate at the start, with when it entered and when it leaves', () => {
    const sunGate = bodyActivationAt('Sun', window.start).gate; // 37, partner 40
    expect(sunGate).toBe(37);
    const sides = new Uint8Array(65);
    sides[40] = 1;
    const [running] = channelCompletions(window, crossings, natalGateSet(sides), 366).filter((each) => each.body === 'Sun');
    expect(running).toMatchObject({ gate: 37, entersInWindow: false, from: window.start });
    expect(running!.entered!.getTime()).toBeLessThan(window.start.getTime());
    expect(running!.until!.getTime()).toBeGreaterThan(window.start.getTime());
  });
});
