// Prints a new celebrity record to paste into src/data/<category>.ts, with a fresh UUID, the slug derived
// from the name, and the coordinates and zone of the birthplace from the offline atlas; then validates it
// together with the shipped records. Writes nothing.
//
//   pnpm --filter @mandala/celebrities new-record -- --name "Ada Lovelace" --profession Mathematician \
//     --category science --date 1815-12-10 --place "London, United Kingdom"
//   (add --time HH:MM --rating AA|A|B|C --source "..." only for a published, sourced birth time;
//    for a village the atlas lacks: --place "Village, Country" --place-check "Nearby Town, Country"
//    --latitude 12.34 --longitude 56.78)
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { searchLocations } from '@mandala/atlas';
import type { CelebrityCategory, CelebrityRecord, RoddenRating } from '../src/celebrity-record';
import { CELEBRITIES } from '../src/data/all-celebrities';
import { dateOnlyRecord } from '../src/data/date-only-record';
import type { DateOnlyFields } from '../src/data/date-only-record';
import { slugOfName } from '../src/slug-of-name';
import { validateCelebrityRecords } from './validate-celebrities';

const commandLine = process.argv.slice(2);
const { values } = parseArgs({
  // pnpm passes the `--` separator through; it is not an option.
  args: commandLine[0] === '--' ? commandLine.slice(1) : commandLine,
  options: {
    name: { type: 'string' },
    profession: { type: 'string' },
    category: { type: 'string' },
    date: { type: 'string' },
    time: { type: 'string' },
    rating: { type: 'string' },
    source: { type: 'string' },
    place: { type: 'string' },
    'place-check': { type: 'string' },
    latitude: { type: 'string' },
    longitude: { type: 'string' },
    'local-mean-time': { type: 'boolean' },
  },
});

function required(name: keyof typeof values): string {
  const value = values[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required`);
  return value;
}

const name = required('name');
const place = required('place');
const placeCheck = values['place-check'];
const hit = searchLocations(placeCheck ?? place, { limit: 1 })[0];
if (hit === undefined) throw new Error(`"${placeCheck ?? place}" is not in the atlas; give --place-check with a nearby town`);
const time = values.time ?? null;

const facts: DateOnlyFields = {
  id: randomUUID(),
  slug: slugOfName(name),
  name,
  profession: required('profession'),
  category: required('category') as CelebrityCategory,
  birthDate: required('date'),
  ...(values['local-mean-time'] === true ? { localMeanTime: true } : {}),
  birthplace: place,
  timezone: hit.timezone,
  latitudeDegrees: placeCheck === undefined ? hit.latitude : Number(required('latitude')),
  longitudeDegrees: placeCheck === undefined ? hit.longitude : Number(required('longitude')),
  ...(placeCheck === undefined ? {} : { placeCheck }),
};
// A record without a time is written as `dateOnlyRecord({ … })`: the time, flag, rating X and source follow from it.
const record: CelebrityRecord =
  time === null
    ? dateOnlyRecord(facts)
    : { ...facts, birthTime: time, timeKnown: true, rating: required('rating') as RoddenRating, source: required('source') };

const printed = time === null ? facts : record;
const lines = Object.entries(printed).map(([key, value]) => `    ${key}: ${typeof value === 'string' ? `'${value.replace(/'/g, "\\'")}'` : String(value)},`);
console.log(time === null ? `  dateOnlyRecord({\n${lines.join('\n')}\n  }),` : `  {\n${lines.join('\n')}\n  },`);
const problems = validateCelebrityRecords([...CELEBRITIES, record]);
for (const problem of problems) console.error(`${problem.record}: ${problem.field} ${problem.message}`);
console.error(problems.length === 0 ? 'valid' : `${problems.length} problems`);
process.exitCode = problems.length === 0 ? 0 : 1;
