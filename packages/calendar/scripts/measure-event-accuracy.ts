// Prints how far the event finder's instants are from Swiss Ephemeris's (test/fixtures/swisseph-events.json), per
// kind of event and body: count, mean and max |Δt| in seconds, the max as longitude (″), and how many exceed the
// tolerance (1 s, or for a slow body the time its longitude moves 0.05″). The README's accuracy table comes from here.
// Run: pnpm --filter @mandala/calendar exec tsx scripts/measure-event-accuracy.ts
import { compareCrossings, comparePhases, compareReturns, compareStations, type ComparisonReport } from '../test/swisseph-events-fixture';

function report(title: string, result: ComparisonReport): void {
  console.log(`\n${title}: ${result.compared.length} matched, ${result.missing.length} missing, ${result.extra.length} extra`);
  for (const line of [...result.missing.map((text) => `  missing ${text}`), ...result.extra.map((text) => `  extra ${text}`)]) console.log(line);
  const bodies = [...new Set(result.compared.map((each) => each.body))];
  console.log('  body        count   mean |Δt| s   max |Δt| s   max ″   max ephemeris Δ   max finder s   over tolerance');
  for (const body of bodies) {
    const rows = result.compared.filter((each) => each.body === body);
    const absolute = rows.map((each) => Math.abs(each.differenceSeconds));
    const mean = absolute.reduce((sum, value) => sum + value, 0) / absolute.length;
    const max = Math.max(...absolute);
    const maxArcseconds = Math.max(...rows.map((each) => each.differenceArcseconds));
    const over = rows.filter((each) => Math.abs(each.differenceSeconds) > each.allowedSeconds);
    const maxEphemeris = Math.max(...rows.map((each) => Math.abs(each.ephemerisDifference)));
    const maxFinder = Math.max(...rows.map((each) => Math.abs(each.differenceSeconds - each.explainedSeconds)));
    console.log(
      `  ${body.padEnd(10)} ${String(rows.length).padStart(6)} ${mean.toFixed(3).padStart(13)} ${max.toFixed(3).padStart(12)} ${maxArcseconds.toFixed(4).padStart(8)} ${maxEphemeris.toFixed(4).padStart(16)} ${maxFinder.toExponential(2).padStart(14)}  ${over.length}` +
        over
          .slice(0, 3)
          .map((each) => ` [${new Date((each.julianDayUt - 2_440_587.5) * 86_400_000).toISOString()} ${each.differenceSeconds.toFixed(2)} s > ${each.allowedSeconds.toFixed(2)} s]`)
          .join(''),
    );
  }
}

report('line crossings', compareCrossings());
report('stations', compareStations());
report('moon phases', comparePhases());
report('longitude returns', compareReturns());

// The finder's own error: how far our ephemeris's longitude at each instant found is from the boundary, as time.
{
  const { gateCrossings } = await import('../src/events');
  const { bodyLongitudeAndSpeed, dateFromJulianDayUt } = await import('@mandala/ephemeris');
  const { swissEphemerisEvents, boundaryCellOf } = await import('../test/swisseph-events-fixture');
  const fixture = swissEphemerisEvents();
  let largestSeconds = 0;
  let largestArcseconds = 0;
  let count = 0;
  for (const window of fixture.crossingWindows) {
    const bodies = window.bodies.map((index) => fixture.bodies[index] as Parameters<typeof bodyLongitudeAndSpeed>[0] & string);
    for (const crossing of gateCrossings({ start: dateFromJulianDayUt(window.start), end: dateFromJulianDayUt(window.end) }, { bodies: bodies as never, lines: true })) {
      const { longitudeDegrees, speedDegreesPerDay } = bodyLongitudeAndSpeed(crossing.body as never, crossing.julianDayUt);
      let offDegrees = (longitudeDegrees - (302 + boundaryCellOf(crossing) * 0.9375)) % 360;
      if (offDegrees > 180) offDegrees -= 360;
      if (offDegrees < -180) offDegrees += 360;
      largestArcseconds = Math.max(largestArcseconds, Math.abs(offDegrees) * 3600);
      largestSeconds = Math.max(largestSeconds, (Math.abs(offDegrees) / Math.abs(speedDegreesPerDay)) * 86_400);
      count += 1;
    }
  }
  console.log(`\nfinder's own error at ${count} crossings (our ephemeris at the instant found vs the boundary): max ${largestSeconds.toExponential(2)} s, ${largestArcseconds.toExponential(2)}″`);
}
