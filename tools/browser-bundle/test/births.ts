import type { BirthInput } from '@mandala/bodygraph';

/** Births across zones and offsets, with the DST gap and fold of New York and historical offsets. */
export const BROWSER_BIRTHS: readonly BirthInput[] = [
  { date: '1985-03-12T14:30', timezone: 'America/New_York' },
  { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' },
  { date: '1975-01-20T23:10', timezone: 'Asia/Tokyo' },
  { date: '2021-03-14T02:30', timezone: 'America/New_York' }, // in the spring-forward gap
  { date: '2021-11-07T01:30', timezone: 'America/New_York' }, // in the autumn fold
  { date: '1943-06-01T12:00', timezone: 'Asia/Kolkata' }, // war time, +06:30
  { date: '2000-01-01T00:00', timezone: 'Australia/Lord_Howe' }, // half-hour DST
  { date: '2012-01-01T09:00', timezone: 'Pacific/Apia' }, // after the zone crossed the date line
  { date: '1879-03-14T11:30', timezone: 'Europe/Berlin', longitudeDegrees: 9.99 }, // before standard time: Ulm's mean time
  { date: '1801-07-04T06:00', timezone: 'America/Sao_Paulo' },
];
