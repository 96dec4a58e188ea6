import { natalChartV1, natalChartV2, natalChartV3 } from '@mandala/operations';
import type { AnyOperation } from '@mandala/operations';
import { compileJsonEncoder } from './compile-json-encoder';
import type { JsonEncoder } from './compile-json-encoder';

/**
 * The operations whose results the compiled encoder writes: the natal charts, the calculation REST serves most. Each
 * is checked byte for byte against `JSON.stringify` over thousands of charts of the default engines
 * (`test/natal-chart-json-encoding.test.ts`), which an encoder compiled from a schema needs: it writes fields in the
 * schema's order, and only declared ones.
 */
const compiledOperations: ReadonlySet<AnyOperation> = new Set([natalChartV1, natalChartV2, natalChartV3]);

const encodeWithJsonStringify: JsonEncoder = (value) => Buffer.from(JSON.stringify(value), 'utf8');

/**
 * How a REST route encodes `operation`'s JSON results: compiled from the output schema for the natal charts computed
 * by the default engines, else `JSON.stringify`. Replaced engines (test doubles) may write what the schema does not
 * declare, so their results always go through `JSON.stringify`.
 */
export function jsonEncoderFor(operation: AnyOperation, options: { readonly defaultEngines: boolean }): JsonEncoder {
  return options.defaultEngines && compiledOperations.has(operation) ? compileJsonEncoder(operation.output) : encodeWithJsonStringify;
}
