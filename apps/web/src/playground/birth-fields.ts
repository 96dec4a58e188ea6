import type { ApiProblem } from './api-problem';
import type { BirthInput } from './birth-query';
import { requireElement } from './dom';

/** The inputs of one person's birth: place (a combobox), time zone, date and time. */
export interface BirthFields {
  readonly place: HTMLInputElement;
  readonly zone: HTMLInputElement;
  readonly date: HTMLInputElement;
  readonly time: HTMLInputElement;
}

/** The inputs `#<prefix>-place`, `-zone`, `-date`, `-time`. */
export function birthFields(prefix: string): BirthFields {
  return {
    place: requireElement(`${prefix}-place`, HTMLInputElement),
    zone: requireElement(`${prefix}-zone`, HTMLInputElement),
    date: requireElement(`${prefix}-date`, HTMLInputElement),
    time: requireElement(`${prefix}-time`, HTMLInputElement),
  };
}

/** What the fields hold now. */
export function readBirth(fields: BirthFields): BirthInput {
  return { date: fields.date.value, time: fields.time.value, timezone: fields.zone.value.trim() };
}

/** The first empty field with the problem to show for it, checked before anything is sent. */
export function emptyBirthField(fields: BirthFields, whose: string): { readonly input: HTMLInputElement; readonly problem: ApiProblem } | undefined {
  const missing = (input: HTMLInputElement, message: string) => ({ input, problem: { status: 0, code: 'missing_field', message, issues: [] } });
  if (fields.zone.value.trim() === '') return missing(fields.place, `Pick ${whose} birthplace from the suggestions, or type its IANA time zone.`);
  if (fields.date.value === '') return missing(fields.date, `Enter ${whose} birth date.`);
  if (fields.time.value === '') return missing(fields.time, `Enter ${whose} birth time (local clock time at the birthplace).`);
  return undefined;
}
