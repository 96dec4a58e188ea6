// The workspace's seeded generator (mulberry32, from packages/ephemeris/scripts), so test windows repeat exactly.
export { seededRandom } from '../../ephemeris/scripts/seeded-random';
