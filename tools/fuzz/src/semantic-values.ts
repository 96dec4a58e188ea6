// Valid values for the fields whose JSON Schema alone does not say enough (an IANA zone is "a string"; a gate
// number is "an integer"): chosen by the field's name, so a new operation that reuses a field name gets them too.
import fc from 'fast-check';

/** IANA zones from every continent, with and without daylight saving, plus UTC and a legacy alias. */
export const timeZones: readonly string[] = [
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Shanghai',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Africa/Cairo',
  'Africa/Lagos',
  'America/St_Johns',
  'US/Eastern',
];

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A local day `YYYY-MM-DD` between `fromYear` and `toYear`. */
export function localDay(fromYear = 1900, toYear = 2090): fc.Arbitrary<string> {
  return fc
    .record({ year: fc.integer({ min: fromYear, max: toYear }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 31 }) })
    .map(({ year, month, day }) => `${year}-${pad(month)}-${pad(Math.min(day, daysIn(year, month)))}`);
}

/** A local wall time `YYYY-MM-DDTHH:MM`, sometimes with seconds and a fraction. */
export function localDateTime(fromYear = 1900, toYear = 2090): fc.Arbitrary<string> {
  return fc
    .record({
      day: localDay(fromYear, toYear),
      hour: fc.integer({ min: 0, max: 23 }),
      minute: fc.integer({ min: 0, max: 59 }),
      seconds: fc.option(fc.integer({ min: 0, max: 59 }), { freq: 4 }),
      fraction: fc.option(fc.integer({ min: 0, max: 9_999_999 }), { freq: 8 }),
    })
    .map(({ day, hour, minute, seconds, fraction }) => {
      const base = `${day}T${pad(hour)}:${pad(minute)}`;
      if (seconds === null) return base;
      return fraction === null ? `${base}:${pad(seconds)}` : `${base}:${pad(seconds)}.${pad(fraction, 7)}`;
    });
}

const centers = ['Head', 'Ajna', 'Throat', 'G', 'Heart', 'Sacral', 'Spleen', 'SolarPlexus', 'Root', 'Solar Plexus', 'sacral'];
const channels = ['34-20', '1-8', '10-20', '59-6', '64-47', '3-60', '20-34', '13-33'];
const profiles = ['1/3', '1/4', '2/4', '2/5', '3/5', '3/6', '4/6', '4/1', '5/1', '5/2', '6/2', '6/3', '13', '4-6'];
const places = ['berlin', 'sao paulo', 'São Paulo', 'new york', 'Hamburg, Germany', 'tokyo', 'Kathmandu', 'Europe/Berlin', 'ulm', 'zz', 'München', '北京', 'paris texas'];
const people = ['einstein', 'albert', 'marie curie', 'a', 'jobs', 'Frida', 'zzzz-nobody', 'ß'];
const slugs = ['albert-einstein', 'marie-curie', 'steve-jobs', 'frida-kahlo', 'nobody-at-all', 'x'];

/**
 * The value of a field known by name (any casing), or `undefined` for a field the schema describes well enough.
 * `schema` is the field's JSON Schema, for the few names whose meaning depends on it (a day or a date-time).
 */
export function semanticValue(fieldName: string, schema: Record<string, unknown>): fc.Arbitrary<unknown> | undefined {
  const name = fieldName.toLowerCase();
  const description = typeof schema['description'] === 'string' ? schema['description'] : '';
  if (name.includes('timezone') || /IANA/.test(description)) return fc.constantFrom(...timeZones);
  if (typeof schema['pattern'] === 'string' && schema['pattern'].includes('T([01][0-9]|2[0-3])')) return localDateTime();
  if (name === 'birthdatetime') return localDateTime();
  if (name === 'date' || name.endsWith('date') || name === 'todate') return /YYYY-MM-DD\b(?!T)/.test(description) || !/date-time|wall time/i.test(description) ? localDay() : localDateTime();
  if (name === 'longitude' || name.startsWith('longitude')) return fc.double({ min: -180, max: 180, noNaN: true });
  if (name === 'gatenumber') return fc.integer({ min: 1, max: 64 });
  if (name === 'channelid') return fc.constantFrom(...channels);
  if (name === 'centername') return fc.constantFrom(...centers);
  if (name === 'profileid' || name === 'profile') return fc.constantFrom(...profiles);
  if (name === 'slugorid') return fc.constantFrom(...slugs);
  if (name === 'query') return description.includes('place') || description === '' ? fc.constantFrom(...places, ...people) : fc.constantFrom(...places);
  if (name === 'type') return fc.constantFrom('Projector', 'Generator', 'Manifestor', 'Reflector', 'Manifesting Generator');
  if (name === 'authority') return fc.constantFrom('Splenic', 'Sacral', 'Emotional', 'Self-Projected', 'Lunar');
  if (name === 'name') return fc.constantFrom('Ana', 'Bo', 'Chidi', 'Dörte', '李', 'A'.repeat(80));
  if (name === 'id') return fc.oneof(fc.integer({ min: 1, max: 64 }), fc.constantFrom('34-20', 'Sacral', '1/3', 'Generator', 'Splenic', 'Right Angle Cross of the Sphinx'));
  if (name === 'from' || name === 'to') return fc.constantFrom('00:00', '06:00', '12:30', '18:45', '23:59', '24:00');
  if (name === 'charts') return fc.array(batchEntry(), { minLength: 1, maxLength: 5 });
  return undefined;
}

/** One entry of a chart batch: `{ id?, date, timezone, disambiguation? }`. */
function batchEntry(): fc.Arbitrary<Record<string, unknown>> {
  return fc.record(
    {
      id: fc.string({ maxLength: 12 }),
      date: localDateTime(1850, 2150),
      timezone: fc.constantFrom(...timeZones),
      disambiguation: fc.constantFrom('compatible', 'earlier', 'later', 'reject'),
    },
    { requiredKeys: ['date', 'timezone'] },
  );
}
