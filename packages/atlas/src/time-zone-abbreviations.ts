/**
 * Time-zone abbreviations people write instead of a place or an IANA zone, with the zones each may mean.
 * Abbreviations are not unique (CST is Central, China or Cuba Standard Time; IST is India, Irish or Israel
 * Standard Time) and none says which rules applied on a birth date, so they never resolve to one zone.
 */

/** What an abbreviation stands for and the IANA zones it may mean, most used first. */
export interface TimeZoneAbbreviation {
  /** The abbreviation in capitals (`EST`). */
  readonly abbreviation: string;
  /** What it stands for, with its offset(s): `Eastern Standard Time, UTC-05:00`. */
  readonly meaning: string;
  /** Canonical IANA zones it may mean, most used first (every one is a zone `@mandala/ephemeris` accepts). */
  readonly zones: readonly string[];
}

const northAmericaEastern = ['America/New_York', 'America/Toronto', 'America/Detroit', 'America/Indiana/Indianapolis', 'America/Kentucky/Louisville'];
const northAmericaCentral = ['America/Chicago', 'America/Winnipeg', 'America/Matamoros'];
const northAmericaMountain = ['America/Denver', 'America/Edmonton', 'America/Boise'];
const northAmericaPacific = ['America/Los_Angeles', 'America/Vancouver', 'America/Tijuana'];
const centralEurope = [
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Rome',
  'Europe/Madrid',
  'Europe/Warsaw',
  'Europe/Amsterdam',
  'Europe/Brussels',
  'Europe/Vienna',
  'Europe/Stockholm',
  'Europe/Prague',
  'Europe/Budapest',
  'Europe/Zurich',
];
const easternEurope = ['Europe/Athens', 'Europe/Bucharest', 'Europe/Kyiv', 'Europe/Helsinki', 'Europe/Sofia', 'Africa/Cairo', 'Asia/Beirut'];
const westernEurope = ['Europe/Lisbon', 'Atlantic/Canary', 'Atlantic/Madeira', 'Atlantic/Faroe'];

const table: readonly TimeZoneAbbreviation[] = [
  { abbreviation: 'EST', meaning: 'Eastern Standard Time, UTC-05:00', zones: [...northAmericaEastern, 'America/Panama', 'America/Jamaica', 'America/Cancun'] },
  { abbreviation: 'EDT', meaning: 'Eastern Daylight Time, UTC-04:00', zones: [...northAmericaEastern, 'America/Nassau'] },
  { abbreviation: 'ET', meaning: 'Eastern Time, UTC-05:00 or UTC-04:00 in summer', zones: northAmericaEastern },
  {
    abbreviation: 'CST',
    meaning: 'Central Standard Time, UTC-06:00; China Standard Time, UTC+08:00; or Cuba Standard Time, UTC-05:00',
    zones: [...northAmericaCentral, 'America/Mexico_City', 'America/Regina', 'America/Guatemala', 'America/Costa_Rica', 'Asia/Shanghai', 'Asia/Taipei', 'America/Havana'],
  },
  { abbreviation: 'CDT', meaning: 'Central Daylight Time, UTC-05:00; or Cuba Daylight Time, UTC-04:00', zones: [...northAmericaCentral, 'America/Havana'] },
  { abbreviation: 'CT', meaning: 'Central Time, UTC-06:00 or UTC-05:00 in summer', zones: [...northAmericaCentral, 'America/Mexico_City'] },
  { abbreviation: 'MST', meaning: 'Mountain Standard Time, UTC-07:00', zones: [...northAmericaMountain, 'America/Phoenix', 'America/Hermosillo'] },
  { abbreviation: 'MDT', meaning: 'Mountain Daylight Time, UTC-06:00', zones: northAmericaMountain },
  { abbreviation: 'MT', meaning: 'Mountain Time, UTC-07:00 or UTC-06:00 in summer', zones: [...northAmericaMountain, 'America/Phoenix'] },
  { abbreviation: 'PST', meaning: 'Pacific Standard Time, UTC-08:00; or Philippine Standard Time, UTC+08:00', zones: [...northAmericaPacific, 'Asia/Manila'] },
  { abbreviation: 'PDT', meaning: 'Pacific Daylight Time, UTC-07:00', zones: northAmericaPacific },
  { abbreviation: 'PT', meaning: 'Pacific Time, UTC-08:00 or UTC-07:00 in summer', zones: northAmericaPacific },
  { abbreviation: 'AKST', meaning: 'Alaska Standard Time, UTC-09:00', zones: ['America/Anchorage', 'America/Juneau'] },
  { abbreviation: 'AKDT', meaning: 'Alaska Daylight Time, UTC-08:00', zones: ['America/Anchorage', 'America/Juneau'] },
  { abbreviation: 'HST', meaning: 'Hawaii-Aleutian Standard Time, UTC-10:00', zones: ['Pacific/Honolulu', 'America/Adak'] },
  {
    abbreviation: 'AST',
    meaning: 'Atlantic Standard Time, UTC-04:00; or Arabia Standard Time, UTC+03:00',
    zones: ['America/Halifax', 'America/Puerto_Rico', 'America/Santo_Domingo', 'Atlantic/Bermuda', 'Asia/Riyadh', 'Asia/Baghdad', 'Asia/Qatar'],
  },
  { abbreviation: 'ADT', meaning: 'Atlantic Daylight Time, UTC-03:00', zones: ['America/Halifax', 'Atlantic/Bermuda'] },
  { abbreviation: 'NST', meaning: 'Newfoundland Standard Time, UTC-03:30', zones: ['America/St_Johns'] },
  { abbreviation: 'NDT', meaning: 'Newfoundland Daylight Time, UTC-02:30', zones: ['America/St_Johns'] },
  {
    abbreviation: 'GMT',
    meaning: 'Greenwich Mean Time, UTC+00:00',
    zones: ['Europe/London', 'Europe/Dublin', 'Africa/Abidjan', 'Africa/Accra', 'Africa/Dakar', 'Atlantic/Reykjavik', 'UTC'],
  },
  { abbreviation: 'UT', meaning: 'Universal Time, UTC+00:00', zones: ['UTC'] },
  { abbreviation: 'BST', meaning: 'British Summer Time, UTC+01:00; or Bangladesh Standard Time, UTC+06:00', zones: ['Europe/London', 'Asia/Dhaka'] },
  {
    abbreviation: 'IST',
    meaning: 'India Standard Time, UTC+05:30; Irish Standard Time, UTC+01:00; or Israel Standard Time, UTC+02:00',
    zones: ['Asia/Kolkata', 'Europe/Dublin', 'Asia/Jerusalem'],
  },
  { abbreviation: 'IDT', meaning: 'Israel Daylight Time, UTC+03:00', zones: ['Asia/Jerusalem'] },
  { abbreviation: 'WET', meaning: 'Western European Time, UTC+00:00', zones: westernEurope },
  { abbreviation: 'WEST', meaning: 'Western European Summer Time, UTC+01:00', zones: westernEurope },
  { abbreviation: 'CET', meaning: 'Central European Time, UTC+01:00', zones: centralEurope },
  { abbreviation: 'CEST', meaning: 'Central European Summer Time, UTC+02:00', zones: centralEurope },
  { abbreviation: 'MET', meaning: 'Middle European Time, UTC+01:00', zones: centralEurope },
  { abbreviation: 'MEST', meaning: 'Middle European Summer Time, UTC+02:00', zones: centralEurope },
  { abbreviation: 'EET', meaning: 'Eastern European Time, UTC+02:00', zones: easternEurope },
  { abbreviation: 'EEST', meaning: 'Eastern European Summer Time, UTC+03:00', zones: easternEurope },
  { abbreviation: 'MSK', meaning: 'Moscow Time, UTC+03:00', zones: ['Europe/Moscow'] },
  { abbreviation: 'WAT', meaning: 'West Africa Time, UTC+01:00', zones: ['Africa/Lagos', 'Africa/Kinshasa', 'Africa/Luanda', 'Africa/Douala'] },
  { abbreviation: 'CAT', meaning: 'Central Africa Time, UTC+02:00', zones: ['Africa/Maputo', 'Africa/Harare', 'Africa/Lusaka', 'Africa/Lubumbashi', 'Africa/Windhoek'] },
  { abbreviation: 'EAT', meaning: 'East Africa Time, UTC+03:00', zones: ['Africa/Nairobi', 'Africa/Addis_Ababa', 'Africa/Dar_es_Salaam', 'Africa/Kampala'] },
  { abbreviation: 'SAST', meaning: 'South Africa Standard Time, UTC+02:00', zones: ['Africa/Johannesburg'] },
  { abbreviation: 'GST', meaning: 'Gulf Standard Time, UTC+04:00', zones: ['Asia/Dubai', 'Asia/Muscat'] },
  { abbreviation: 'IRST', meaning: 'Iran Standard Time, UTC+03:30', zones: ['Asia/Tehran'] },
  { abbreviation: 'PKT', meaning: 'Pakistan Standard Time, UTC+05:00', zones: ['Asia/Karachi'] },
  { abbreviation: 'NPT', meaning: 'Nepal Time, UTC+05:45', zones: ['Asia/Kathmandu'] },
  { abbreviation: 'ICT', meaning: 'Indochina Time, UTC+07:00', zones: ['Asia/Bangkok', 'Asia/Ho_Chi_Minh', 'Asia/Phnom_Penh', 'Asia/Vientiane'] },
  { abbreviation: 'WIB', meaning: 'Western Indonesia Time, UTC+07:00', zones: ['Asia/Jakarta', 'Asia/Pontianak'] },
  { abbreviation: 'SGT', meaning: 'Singapore Time, UTC+08:00', zones: ['Asia/Singapore'] },
  { abbreviation: 'HKT', meaning: 'Hong Kong Time, UTC+08:00', zones: ['Asia/Hong_Kong'] },
  { abbreviation: 'AWST', meaning: 'Australian Western Standard Time, UTC+08:00', zones: ['Australia/Perth'] },
  { abbreviation: 'JST', meaning: 'Japan Standard Time, UTC+09:00', zones: ['Asia/Tokyo'] },
  { abbreviation: 'KST', meaning: 'Korea Standard Time, UTC+09:00', zones: ['Asia/Seoul', 'Asia/Pyongyang'] },
  { abbreviation: 'ACST', meaning: 'Australian Central Standard Time, UTC+09:30', zones: ['Australia/Adelaide', 'Australia/Darwin', 'Australia/Broken_Hill'] },
  { abbreviation: 'ACDT', meaning: 'Australian Central Daylight Time, UTC+10:30', zones: ['Australia/Adelaide', 'Australia/Broken_Hill'] },
  {
    abbreviation: 'AEST',
    meaning: 'Australian Eastern Standard Time, UTC+10:00',
    zones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Hobart', 'Australia/Lindeman'],
  },
  { abbreviation: 'AEDT', meaning: 'Australian Eastern Daylight Time, UTC+11:00', zones: ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Hobart'] },
  { abbreviation: 'NZST', meaning: 'New Zealand Standard Time, UTC+12:00', zones: ['Pacific/Auckland'] },
  { abbreviation: 'NZDT', meaning: 'New Zealand Daylight Time, UTC+13:00', zones: ['Pacific/Auckland'] },
  { abbreviation: 'BRT', meaning: 'Brasília Time, UTC-03:00', zones: ['America/Sao_Paulo', 'America/Bahia', 'America/Fortaleza', 'America/Recife'] },
  { abbreviation: 'ART', meaning: 'Argentina Time, UTC-03:00', zones: ['America/Argentina/Buenos_Aires', 'America/Argentina/Cordoba'] },
  { abbreviation: 'CLT', meaning: 'Chile Standard Time, UTC-04:00', zones: ['America/Santiago'] },
  { abbreviation: 'COT', meaning: 'Colombia Time, UTC-05:00', zones: ['America/Bogota'] },
  { abbreviation: 'PET', meaning: 'Peru Time, UTC-05:00', zones: ['America/Lima'] },
];

const byAbbreviation: ReadonlyMap<string, TimeZoneAbbreviation> = new Map(table.map((entry) => [entry.abbreviation, entry]));

/** Every abbreviation of the table (tests check each zone against the engine). */
export const timeZoneAbbreviations: readonly TimeZoneAbbreviation[] = table;

/**
 * The abbreviation `text` is (`EST`, `cest`, `E.S.T.`, surrounding spaces ignored), or undefined. With
 * `capitalsOnly`, only text written in capitals counts (a place search reads `Est` as the start of a name).
 */
export function timeZoneAbbreviationOf(text: string, options: { capitalsOnly?: boolean } = {}): TimeZoneAbbreviation | undefined {
  const letters = text.trim().replace(/\./g, '');
  if (!/^[A-Za-z]{2,5}$/.test(letters)) return undefined;
  if (options.capitalsOnly === true && letters !== letters.toUpperCase()) return undefined;
  return byAbbreviation.get(letters.toUpperCase());
}
