// Measures, for every body the event finder follows, over the whole supported range 1800-2200: the largest
// |speed| (degrees/day), the largest |acceleration| (degrees/day², from speed differences), the shortest
// retrograde and direct phase (days between consecutive stations) and the smallest |speed| change between
// samples. The event finder's sampling steps (src/events/motion-limits.ts) are chosen from these figures.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/measure-motion-limits.ts
import { bodyLongitudeAndSpeed, type BodyName } from '@mandala/ephemeris';

const FIRST = 2_378_496.5 + 1;
const LAST = 2_524_593.5 - 1;
const bodies: Array<[BodyName, number]> = [
  ['Sun', 0.25],
  ['Moon', 0.05],
  ['Mercury', 0.1],
  ['Venus', 0.25],
  ['Mars', 0.25],
  ['Jupiter', 0.5],
  ['Saturn', 0.5],
  ['Uranus', 1],
  ['Neptune', 1],
  ['Pluto', 1],
  ['NorthNode', 0.02],
  ['Chiron', 1],
];

for (const [body, step] of bodies) {
  let maxSpeed = 0;
  let minSpeed = Infinity;
  let maxAcceleration = 0;
  let previousSpeed = bodyLongitudeAndSpeed(body, FIRST).speedDegreesPerDay;
  let lastStation = Number.NaN;
  let shortestRetrograde = Infinity;
  let shortestDirect = Infinity;
  let stations = 0;
  for (let julianDayUt = FIRST + step; julianDayUt <= LAST; julianDayUt += step) {
    const speed = bodyLongitudeAndSpeed(body, julianDayUt).speedDegreesPerDay;
    maxSpeed = Math.max(maxSpeed, Math.abs(speed));
    minSpeed = Math.min(minSpeed, speed);
    maxAcceleration = Math.max(maxAcceleration, Math.abs(speed - previousSpeed) / step);
    if ((speed < 0) !== (previousSpeed < 0)) {
      const station = julianDayUt - (step * speed) / (speed - previousSpeed);
      if (!Number.isNaN(lastStation)) {
        const length = station - lastStation;
        if (speed >= 0) shortestRetrograde = Math.min(shortestRetrograde, length);
        else shortestDirect = Math.min(shortestDirect, length);
      }
      lastStation = station;
      stations += 1;
    }
    previousSpeed = speed;
  }
  console.log(
    `${body.padEnd(10)} step ${String(step).padStart(5)} d  max |speed| ${maxSpeed.toFixed(4)} °/d  min speed ${minSpeed.toFixed(4)}  max |accel| ${maxAcceleration.toFixed(5)} °/d²  ` +
      `stations ${stations}  shortest retrograde ${shortestRetrograde.toFixed(2)} d  shortest direct ${shortestDirect.toFixed(2)} d`,
  );
}
