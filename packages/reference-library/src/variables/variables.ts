import { invalidReferenceId, referenceNotFound } from '../errors';
import { deepFreeze } from '../shared/deep-freeze';
import { variableRecords } from './variable-records';
import type { ArrowDirection, VariableKind, VariableTerm, VariableVocabulary } from './variable-types';

/** The eight variable vocabularies, keyed by kind. Deeply frozen. */
export const variables: Readonly<Record<VariableKind, VariableVocabulary>> = deepFreeze(
  Object.fromEntries(variableRecords.map((record) => [record.kind, record])) as Record<VariableKind, VariableVocabulary>,
);

/** Every variable kind, in the order determination, cognition, environment, motivation, transference, sense, perspective, distraction. */
export const VARIABLE_KINDS: readonly VariableKind[] = Object.freeze(variableRecords.map((record) => record.kind));

/**
 * Arrow direction for a tone: 1-3 Left, 4-6 Right.
 * Throws `ReferenceLibraryError` `invalid_reference_id` for anything but an integer 1 to 6.
 */
export function arrowDirectionForTone(tone: number): ArrowDirection {
  if (!Number.isInteger(tone) || tone < 1 || tone > 6) throw invalidReferenceId('tone', tone, 'an integer from 1 to 6');
  return tone <= 3 ? 'Left' : 'Right';
}

/**
 * The term of vocabulary `kind` for color or tone `index` (1 to 6), e.g. `getVariableTerm('determination', 1)` is Appetite.
 * Throws `ReferenceLibraryError` `invalid_reference_id` for an unknown kind, `reference_not_found` for an index outside 1..6.
 */
export function getVariableTerm(kind: VariableKind, index: number): VariableTerm {
  const vocabulary = (variables as Partial<Record<string, VariableVocabulary>>)[kind];
  if (vocabulary === undefined) throw invalidReferenceId('variable kind', kind, VARIABLE_KINDS.join(', '));
  const term = vocabulary.terms.find((candidate) => candidate.index === index);
  if (term === undefined) throw referenceNotFound(`${kind} term`, index);
  return term;
}
