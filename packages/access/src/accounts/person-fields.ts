import { AccessError } from '../errors';
import { unstorableTextProblem } from '../stored-text';
import type { PersonFields } from './account-directory';

const localDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/u;

/** The stored shape of a person, checked (the service validates the same fields with zod before this). */
export function assertPersonFields(fields: PersonFields): { name: string; date: string; timezone: string; notes: string | null } {
  const name = fields.name.trim();
  const nameProblem = unstorableTextProblem(name, 'single');
  if (nameProblem !== undefined) throw new AccessError('invalid_account_details', `name: ${nameProblem}`, { details: { field: 'name' } });
  if (name.length === 0 || name.length > 200) throw new AccessError('invalid_account_details', 'A name must be 1 to 200 characters.', { details: { field: 'name' } });
  if (!localDateTime.test(fields.date)) {
    throw new AccessError('invalid_account_details', 'A birth date is written YYYY-MM-DDTHH:mm, local time.', { details: { field: 'date' } });
  }
  if (fields.timezone.length === 0 || fields.timezone.length > 64 || unstorableTextProblem(fields.timezone, 'single') !== undefined) {
    throw new AccessError('invalid_account_details', 'A time zone is an IANA name such as Europe/Berlin.', { details: { field: 'timezone' } });
  }
  const notes = fields.notes ?? null;
  if (notes !== null && notes.length > 2000) throw new AccessError('invalid_account_details', 'Notes must be at most 2,000 characters.', { details: { field: 'notes' } });
  const notesProblem = notes === null ? undefined : unstorableTextProblem(notes, 'multiple');
  if (notesProblem !== undefined) throw new AccessError('invalid_account_details', `notes: ${notesProblem}`, { details: { field: 'notes' } });
  return { name, date: fields.date, timezone: fields.timezone, notes };
}
