// Micro-benchmark of the time-zone functions. Prints microseconds per call; asserts nothing.
// Run: pnpm exec tsx bench/local-time.bench.ts
// Imports the modules directly (not src/index) so the figures cover only the time-zone code.
import { formatLocalDateTime } from '../src/time-zones/local-date-time-parts';
import { resolveLocalTime } from '../src/time-zones/resolve-local-time';
import { timeZoneOffsetSeconds } from '../src/time-zones/time-zone-offset';

function measure(label: string, iterations: number, body: (index: number) => unknown): void {
  for (let index = 0; index < Math.min(iterations, 2000); index += 1) body(index); // warm up
  const started = process.hrtime.bigint();
  let sink = 0;
  for (let index = 0; index < iterations; index += 1) sink += body(index) === undefined ? 0 : 1;
  const elapsedMicroseconds = Number(process.hrtime.bigint() - started) / 1000;
  console.log(`${label.padEnd(58)} ${(elapsedMicroseconds / iterations).toFixed(3).padStart(8)} µs/call  (${iterations} calls, ${sink === iterations ? 'ok' : 'check'})`);
}

const cases: [string, string][] = [
  ['1985-03-12T14:30', 'America/New_York'],
  ['1935-01-15T12:00:30', 'Europe/Amsterdam'],
  ['1944-08-15T06:30', 'Asia/Kolkata'],
  ['2021-03-14T02:30', 'America/New_York'],
  ['2021-11-07T01:30', 'America/New_York'],
  ['2150-07-01T12:00', 'Europe/Paris'],
  ['1890-05-05T05:05', 'Africa/Lagos'],
  ['2001-09-09T01:46:40.123', 'Australia/Lord_Howe'],
];

const firstStarted = process.hrtime.bigint();
resolveLocalTime({ date: '1985-03-12T14:30', timezone: 'Asia/Tokyo' });
console.log(`first call (decodes one zone)                              ${(Number(process.hrtime.bigint() - firstStarted) / 1000).toFixed(1).padStart(8)} µs`);

for (const [date, timezone] of cases) {
  measure(`resolveLocalTime ${date} ${timezone}`, 100_000, () => resolveLocalTime({ date, timezone }));
}
measure('resolveLocalTime 1879-03-14T11:30 Europe/Berlin, longitude', 100_000, () =>
  resolveLocalTime({ date: '1879-03-14T11:30', timezone: 'Europe/Berlin', longitudeDegrees: 9.9876 }),
);
measure('resolveLocalTime, mixed cases', 200_000, (index) => {
  const [date, timezone] = cases[index % cases.length] ?? cases[0]!;
  return resolveLocalTime({ date, timezone });
});
const instants = Array.from({ length: 1000 }, (_, index) => new Date(Date.UTC(1850 + (index % 350), index % 12, 1 + (index % 28))));
measure('timeZoneOffsetSeconds, Europe/London 1850–2200', 200_000, (index) => timeZoneOffsetSeconds('Europe/London', instants[index % 1000]!));
measure('formatLocalDateTime, America/Chicago 1850–2200', 200_000, (index) => formatLocalDateTime(instants[index % 1000]!, 'America/Chicago'));
