/**
 * Extra names accepted after the comma for a country (`Paris, USA`, `London, England`), beyond
 * the `Intl.DisplayNames` names in several languages. Keys are ISO 3166-1 alpha-2 codes.
 * England, Scotland, Wales and Northern Ireland narrow to the United Kingdom as a whole.
 */
export const COUNTRY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  US: ['USA', 'U.S.A.', 'U.S.', 'United States of America', 'America', 'Estados Unidos'],
  GB: ['UK', 'U.K.', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
  AE: ['UAE', 'Emirates'],
  NL: ['Holland', 'The Netherlands'],
  CZ: ['Czech Republic'],
  TR: ['Turkey', 'Türkiye'],
  CI: ['Ivory Coast', "Côte d'Ivoire"],
  MM: ['Burma'],
  MK: ['Macedonia'],
  SZ: ['Swaziland'],
  CV: ['Cape Verde'],
  TL: ['East Timor'],
  KR: ['Korea', 'Republic of Korea'],
  KP: ['DPRK'],
  RU: ['Russian Federation'],
  VA: ['Vatican', 'Holy See'],
  CD: ['DRC', 'Congo-Kinshasa', 'Zaire'],
  CG: ['Congo-Brazzaville'],
  VN: ['Viet Nam'],
  LA: ['Laos'],
  IR: ['Persia'],
  PS: ['Palestine'],
  TW: ['Taiwan', 'Republic of China'],
  CN: ["People's Republic of China", 'PRC'],
  BA: ['Bosnia'],
  DE: ['Germany', 'Deutschland'],
};
