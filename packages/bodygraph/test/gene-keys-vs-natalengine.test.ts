// The Gene Keys profile against an independent implementation: natalengine's calculateGeneKeys (which cites the
// Gene Keys documentation for its sphere mapping), on 300 seeded random births 1900-2100 UTC. natalengine has its own,
// less precise ephemeris (see bench/natal-chart.bench.ts), so a few keys near a gate boundary may differ; a wrong
// sphere mapping would make a sphere agree about once in 64 births.
import { calculateGeneKeys, calculateHumanDesign } from 'natalengine';
import { describe, expect, it } from 'vitest';
import { geneKeysProfile, natalChart } from '../src/index';

interface PeerSphere {
  key: number;
  line: number;
}
type PeerProfile = Record<'activationSequence' | 'venusSequence' | 'pearlSequence', Record<string, PeerSphere>> & { core: PeerSphere; brand: PeerSphere };

const PEER_SPHERE: Record<string, (peer: PeerProfile) => PeerSphere | undefined> = {
  'lifes-work': (peer) => peer.activationSequence.lifeWork,
  evolution: (peer) => peer.activationSequence.evolution,
  radiance: (peer) => peer.activationSequence.radiance,
  purpose: (peer) => peer.activationSequence.purpose,
  attraction: (peer) => peer.venusSequence.attraction,
  iq: (peer) => peer.venusSequence.iq,
  eq: (peer) => peer.venusSequence.eq,
  sq: (peer) => peer.venusSequence.sq,
  core: (peer) => peer.core,
  vocation: (peer) => peer.pearlSequence.vocation,
  culture: (peer) => peer.pearlSequence.culture,
  pearl: (peer) => peer.pearlSequence.pearl,
  brand: (peer) => peer.brand,
};
/** Smallest accepted share of births on which a sphere's key agrees with the peer. */
const KEY_AGREEMENT = 0.95;

function births(count: number, seed: number): Date[] {
  const first = Date.parse('1900-01-01T00:00:00Z');
  const last = Date.parse('2100-01-01T00:00:00Z');
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (state * 48271) % 2147483647;
    return new Date(first + Math.floor(((state / 2147483647) * (last - first)) / 60_000) * 60_000);
  });
}

describe('Gene Keys profile vs natalengine calculateGeneKeys (300 random births)', () => {
  it(`agrees on the key of every sphere for at least ${KEY_AGREEMENT * 100}% of births`, () => {
    const agreements = new Map<string, number>(Object.keys(PEER_SPHERE).map((id) => [id, 0]));
    const sample = births(300, 29);
    for (const instant of sample) {
      const iso = instant.toISOString();
      const ours = geneKeysProfile(natalChart({ date: iso.slice(0, 16), timezone: 'UTC' }, { version: 'v1' }));
      const peer = calculateGeneKeys(calculateHumanDesign(iso.slice(0, 10), instant.getUTCHours() + instant.getUTCMinutes() / 60, 0)) as PeerProfile;
      for (const sphere of [...ours.Activation, ...ours.Venus, ...ours.Pearl]) {
        if (PEER_SPHERE[sphere.Id]?.(peer)?.key === sphere.Key) agreements.set(sphere.Id, (agreements.get(sphere.Id) ?? 0) + 1);
      }
    }
    const rates = Object.fromEntries([...agreements].map(([id, count]) => [id, count / sample.length]));
    console.info('share of births whose key agrees with natalengine, per sphere:', rates);
    for (const [id, rate] of Object.entries(rates)) expect(rate, id).toBeGreaterThanOrEqual(KEY_AGREEMENT);
  });
});
