// Speed of the calendar builders: a month's gate calendar and moon phases, a 31-day forecast, 90 days of transit
// alerts for one natal chart. Prints figures; asserts nothing. Targets: gate calendar ≤ 10 ms, alerts ≤ 20 ms.
// Run: pnpm --filter @mandala/calendar bench
import { gateCalendar, moonPhaseMonth, planetaryForecast, transitAlerts } from '../src/index';
import { measure } from './fastest-of-passes';

const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo'];
const months = Array.from({ length: 24 }, (_, index) => ({
  year: 2000 + index * 3,
  month: (index % 12) + 1,
  timezone: zones[index % zones.length] as string,
}));
const births = Array.from({ length: 24 }, (_, index) => ({
  birth: {
    date: `${1950 + index * 2}-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}T${String((index * 7) % 24).padStart(2, '0')}:15`,
    timezone: zones[index % zones.length] as string,
  },
  start: new Date(Date.UTC(2020 + (index % 6), index % 12, 1 + (index % 28), index % 24)),
  days: 90,
  timezone: zones[(index + 1) % zones.length] as string,
}));

const rows: [string, [number, number], string][] = [
  ['gate calendar, one month', measure(months, 3, gateCalendar), '≤ 10 ms'],
  ['moon phases, one month', measure(months, 3, moonPhaseMonth), ''],
  [
    'planetary forecast, 31 days',
    measure(months, 3, ({ year, month, timezone }) => {
      const startDate = `${year}-${String(month).padStart(2, '0')}-01`;
      const end = new Date(Date.UTC(year, month - 1, 31));
      return planetaryForecast({ startDate, endDate: end.toISOString().slice(0, 10), timezone });
    }),
    '',
  ],
  ['transit alerts, 90 days, one natal chart', measure(births, 3, transitAlerts), '≤ 20 ms'],
];

console.log('@mandala/calendar builders (per-case fastest of 3 passes over 24 cases: median, slowest case)');
for (const [name, [middle, slowest], target] of rows) {
  console.log(`  ${name.padEnd(44)} ${middle.toFixed(2).padStart(7)} ms  ${slowest.toFixed(2).padStart(7)} ms   ${target}`);
}
