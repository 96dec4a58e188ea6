// The Node entry: every span of the position tables is available at once (each body's span is still decoded on
// first use). Browsers get src/browser.ts through the package's `browser` export condition.
import { ALL_POSITION_TABLE_SPANS } from './generated/all-position-table-spans.generated';
import { addPositionTableSpans } from './position-tables/position-table-store';

export * from './engine-api';

addPositionTableSpans(ALL_POSITION_TABLE_SPANS);
