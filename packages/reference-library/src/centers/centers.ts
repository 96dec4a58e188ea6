import { gateFacts } from '../data/gate-facts.generated';
import { deepFreeze } from '../shared/deep-freeze';
import type { Center } from './center';
import { centerRecords } from './center-records';

/** The nine centers in `CENTER_NAMES` order (Head to Root). Deeply frozen. */
export const centers: readonly Center[] = deepFreeze(
  centerRecords.map(
    (record): Center => ({
      name: record.name,
      id: record.id,
      aliases: [...record.aliases],
      kind: [...record.kind],
      isMotor: record.kind.includes('motor'),
      isAwareness: record.kind.includes('awareness'),
      gates: gateFacts.filter((gate) => gate.center === record.name).map((gate) => gate.number),
      biologicalCorrelation: [...record.biologicalCorrelation],
      definedTheme: record.definedTheme,
      openTheme: record.openTheme,
      notSelfQuestion: record.notSelfQuestion,
    }),
  ),
);
