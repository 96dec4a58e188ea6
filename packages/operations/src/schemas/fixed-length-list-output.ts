import { z } from 'zod';

/** A tuple of `Length` items of type `Item`. */
export type TupleOf<Item, Length extends number, Items extends Item[] = []> = Items['length'] extends Length
  ? Items
  : TupleOf<Item, Length, [...Items, Item]>;

/**
 * A list of exactly `length` items, typed as a tuple. An array with `minItems`/`maxItems` rather than
 * `z.tuple`: the JSON Schema of a tuple (`prefixItems` with `items: false`) reads as "no items allowed"
 * in a draft-07 validator, and the MCP SDK client checks structured tool results with one.
 */
export function fixedLengthList<Item extends z.ZodType, Length extends number>(item: Item, length: Length) {
  return z.array(item).length(length) as unknown as z.ZodType<TupleOf<z.output<Item>, Length>, TupleOf<z.input<Item>, Length>>;
}
