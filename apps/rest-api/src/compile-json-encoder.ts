import type { z } from 'zod';
import { JsonOverflow, jsonByteWriter, jsonScratchBytes } from './json-byte-writer';

/**
 * Encodes a value as the UTF-8 bytes of its JSON. `transient`: the bytes are sent once and dropped, so they may share
 * an allocation with other responses; without it they get a buffer of their own, fit to be kept.
 */
export type JsonEncoder = (value: unknown, options?: { readonly transient?: boolean }) => Buffer;

/** The parts of a zod schema's definition the compiler reads. */
interface SchemaDefinition {
  readonly type: string;
  readonly shape?: Readonly<Record<string, z.ZodType>>;
  readonly element?: z.ZodType;
  readonly innerType?: z.ZodType;
  readonly entries?: Readonly<Record<string, unknown>>;
  readonly values?: readonly unknown[];
  readonly format?: string;
  readonly checks?: readonly { readonly _zod: { readonly def: { readonly format?: string } } }[];
}

function definitionOf(schema: z.ZodType): SchemaDefinition {
  return (schema as unknown as { _zod: { def: SchemaDefinition } })._zod.def;
}

/** A number not declared an integer (`.int()` and the like): it may have a fraction. */
function isFractionalNumber(definition: SchemaDefinition): boolean {
  return definition.type === 'number' && definition.format === undefined && !(definition.checks ?? []).some((check) => check._zod.def.format !== undefined);
}

/** Code that writes the bytes of `text` at `p` and moves `p` past them (the caller checks the room). */
function constantBytesCode(text: string): string {
  let code = '';
  const bytes = Buffer.from(text, 'utf8');
  bytes.forEach((byte, index) => {
    code += `b[p${index === 0 ? '' : ` + ${index}`}] = ${byte}; `;
  });
  return `${code}p += ${bytes.length};`;
}

const roomCode = (count: number): string => `if (p + ${count} > limit) overflow();`;
/** What `JSON.stringify` writes as a field: anything but undefined, a function or a symbol. */
const writtenField = (name: string): string => `${name} !== undefined && typeof ${name} !== 'function' && typeof ${name} !== 'symbol'`;
const isPlainObject = (name: string): string => `typeof ${name} === 'object' && ${name} !== null && !Array.isArray(${name})`;

/**
 * Generates, per schema node, a function `write(value, p) => p` writing the value's JSON at `p` (shared when a node
 * recurs, as the 26 planet positions of a chart do), with the bytes of field names, brackets and enum values written
 * one by one as constants. Fractional numbers are formatted all at once: `gather(value, numbers)` collects them in
 * the order the writers meet them, one `JSON.stringify(numbers)` formats them (V8 formats a number about twice as
 * fast there as through `String()`, which calls into the runtime once per number), and the writers copy each text in
 * turn. Both walks are generated from the same schema and take the same branches, so they meet the same numbers.
 */
class EncoderSource {
  private readonly functions: string[] = [];
  private readonly writers = new Map<z.ZodType, string>();
  private readonly gatherers = new Map<z.ZodType, string | null>();

  /** The module body: every function, and the root's writer and gatherer. */
  moduleCode(root: z.ZodType): string {
    const write = this.writerOf(root);
    const gather = this.gathererOf(root) ?? 'null';
    return `${this.functions.join('\n')}\nreturn { write: ${write}, gather: ${gather} };`;
  }

  /** The name of the function writing a value of `schema`. */
  private writerOf(schema: z.ZodType): string {
    const known = this.writers.get(schema);
    if (known !== undefined) return known;
    const definition = definitionOf(schema);
    if (definition.type === 'string') return 'out.string';
    if (definition.type === 'boolean') return 'out.boolean';
    if (definition.type === 'number') return isFractionalNumber(definition) ? 'writeGatheredNumber' : 'out.number';
    // In an object an absent field is left out whatever its schema; in an array `undefined` is `null` either way.
    if (definition.type === 'optional' && definition.innerType !== undefined) return this.writerOf(definition.innerType);
    const name = `write${this.writers.size}`;
    this.writers.set(schema, name);
    this.functions.push(this.writerCode(name, definition));
    return name;
  }

  private writerCode(name: string, definition: SchemaDefinition): string {
    if (definition.type === 'object' && definition.shape !== undefined) {
      const lines = [`function ${name}(v, p) {`, `if (!(${isPlainObject('v')})) return out.anyValue(v, p);`, roomCode(1), 'const opened = p + 1; b[p++] = 123;'];
      for (const [key, fieldSchema] of Object.entries(definition.shape)) {
        const keyText = `${JSON.stringify(key)}:`;
        lines.push(
          `{ const x = v[${JSON.stringify(key)}]; if (${writtenField('x')}) {`,
          roomCode(Buffer.byteLength(keyText) + 1),
          'if (p !== opened) b[p++] = 44;',
          constantBytesCode(keyText),
          `p = ${this.writerOf(fieldSchema)}(x, p); } }`,
        );
      }
      lines.push(roomCode(1), 'b[p++] = 125; return p; }');
      return lines.join('\n');
    }
    if (definition.type === 'array' && definition.element !== undefined) {
      return [
        `function ${name}(v, p) {`,
        'if (!Array.isArray(v)) return out.anyValue(v, p);',
        `${roomCode(1)} b[p++] = 91;`,
        `for (let index = 0; index < v.length; index += 1) { if (index > 0) { ${roomCode(1)} b[p++] = 44; } p = ${this.writerOf(definition.element)}(v[index], p); }`,
        `${roomCode(1)} b[p++] = 93; return p; }`,
      ].join('\n');
    }
    if (definition.type === 'nullable' && definition.innerType !== undefined) {
      return `function ${name}(v, p) { if (v !== null) return ${this.writerOf(definition.innerType)}(v, p); ${roomCode(4)} ${constantBytesCode('null')} return p; }`;
    }
    const fixedValues = definition.type === 'enum' ? Object.values(definition.entries ?? {}) : definition.type === 'literal' ? (definition.values ?? []) : [];
    const cases = fixedValues
      .filter((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value === null)
      .map((value) => {
        const text = JSON.stringify(value);
        return `case ${text}: ${roomCode(Buffer.byteLength(text))} ${constantBytesCode(text)} return p;`;
      });
    // An enum's or literal's values as constant bytes; anything else (another value, an unsupported schema kind) as
    // JSON.stringify writes it.
    return `function ${name}(v, p) { switch (v) { ${cases.join(' ')} default: return out.anyValue(v, p); } }`;
  }

  /**
   * The name of the function collecting the fractional numbers of a value of `schema` in writing order, or null when
   * the schema holds none. It follows the writers' branches: it enters what they write field by field and skips what
   * they hand to `JSON.stringify`.
   */
  private gathererOf(schema: z.ZodType): string | null {
    if (this.gatherers.has(schema)) return this.gatherers.get(schema) ?? null;
    const definition = definitionOf(schema);
    if (definition.type === 'number') return isFractionalNumber(definition) ? 'gatherNumber' : null;
    if (definition.type === 'optional' && definition.innerType !== undefined) return this.gathererOf(definition.innerType);
    const name = `gather${this.gatherers.size}`;
    this.gatherers.set(schema, name); // a recursive schema finds its own name
    let code: string | null = null;
    if (definition.type === 'object' && definition.shape !== undefined) {
      const fields = Object.entries(definition.shape).flatMap(([key, fieldSchema]) => {
        const gatherer = this.gathererOf(fieldSchema);
        return gatherer === null ? [] : [`{ const x = v[${JSON.stringify(key)}]; if (${writtenField('x')}) ${gatherer}(x, numbers); }`];
      });
      if (fields.length > 0) code = `function ${name}(v, numbers) { if (!(${isPlainObject('v')})) return; ${fields.join(' ')} }`;
    } else if (definition.type === 'array' && definition.element !== undefined) {
      const element = this.gathererOf(definition.element);
      if (element !== null) code = `function ${name}(v, numbers) { if (!Array.isArray(v)) return; for (let index = 0; index < v.length; index += 1) ${element}(v[index], numbers); }`;
    } else if (definition.type === 'nullable' && definition.innerType !== undefined) {
      const inner = this.gathererOf(definition.innerType);
      if (inner !== null) code = `function ${name}(v, numbers) { if (v !== null) ${inner}(v, numbers); }`;
    }
    if (code === null) {
      this.gatherers.set(schema, null);
      return null;
    }
    this.functions.push(code);
    return name;
  }
}

/** Longest text of a number in JSON (`-1.7976931348623157e+308`). */
const longestNumberText = 24;

/** The helpers the generated code calls for fractional numbers: the gathered numbers, their texts and a cursor. */
function gatheredNumbers(bytes: Buffer, anyValue: (value: unknown, position: number) => number, overflow: () => never) {
  // Reused from one value to the next: `count` restarts at 0 and the elements are overwritten in place, and only the
  // array's length is set to what was gathered (setting it to 0 would free its storage, grown again for every chart).
  const numbers: number[] = [];
  let count = 0;
  // The texts of the gathered numbers, as bytes (`[t0,t1,…]`), and where the next one starts.
  let texts = Buffer.allocUnsafeSlow(4096);
  let cursor = 0;
  return {
    numbers,
    /** Starts gathering the numbers of another value. */
    restart(): void {
      count = 0;
    },
    /** Formats the gathered numbers: one `JSON.stringify` for all, its ASCII text copied to bytes at once. */
    format(): void {
      numbers.length = count;
      const text = count === 0 ? '[]' : JSON.stringify(numbers);
      if (text.length > texts.length) texts = Buffer.allocUnsafeSlow(text.length * 2);
      texts.write(text, 0, 'latin1');
      cursor = 1;
    },
    gatherNumber(value: unknown, list: number[]): void {
      if (typeof value === 'number') list[count++] = value;
    },
    /** Copies the next gathered number's text (up to the comma or bracket after it). */
    writeGatheredNumber(value: unknown, position: number): number {
      if (typeof value !== 'number') return anyValue(value, position);
      if (position + longestNumberText > jsonScratchBytes) overflow();
      const source = texts;
      let at = position;
      let index = cursor;
      for (let byte = source[index] ?? 0x5d; byte !== 0x2c && byte !== 0x5d; byte = source[++index] ?? 0x5d) bytes[at++] = byte;
      cursor = index + 1;
      return at;
    },
  };
}

/**
 * Compiles an encoder of `schema`'s values that writes exactly the bytes of `Buffer.from(JSON.stringify(value))`, in
 * about two thirds of the time for a natal chart: field names, brackets and enum values are constants of generated
 * code (`new Function`, from the schema's own field names, each written as a JSON string literal), fractional numbers
 * are formatted in one `JSON.stringify` call, and the bytes go straight into a shared scratch buffer, then are copied
 * out (for a transient response, into a slab shared with others).
 *
 * Exact for values that follow the schema as the engines write them: plain data, fields in the schema's order, no
 * field the schema does not declare (response objects are loose; the operations' tests check the engines write no
 * undeclared field). A value of another kind than its schema says (a string where a number is declared, an array
 * for an object, `null`, …) is written by `JSON.stringify`, so it stays exact too, as do schema kinds other than
 * objects, arrays, strings, numbers, booleans, enums, literals, `nullable` and `optional`. A value larger than the
 * scratch buffer (1 MiB) is encoded by `JSON.stringify`.
 */
export function compileJsonEncoder(schema: z.ZodType): JsonEncoder {
  const writer = jsonByteWriter();
  const overflow = (): never => {
    throw new JsonOverflow();
  };
  const gathered = gatheredNumbers(writer.bytes, writer.anyValue, overflow);
  const source = new EncoderSource().moduleCode(schema);
  const compiled = new Function('b', 'out', 'limit', 'overflow', 'gatherNumber', 'writeGatheredNumber', source)(
    writer.bytes,
    writer,
    jsonScratchBytes,
    overflow,
    gathered.gatherNumber,
    gathered.writeGatheredNumber,
  ) as { write: (value: unknown, position: number) => number; gather: ((value: unknown, numbers: number[]) => void) | null };
  return (value, options) => {
    let length: number;
    try {
      gathered.restart();
      compiled.gather?.(value, gathered.numbers);
      gathered.format();
      length = compiled.write(value, 0);
    } catch (error) {
      if (error instanceof JsonOverflow) return Buffer.from(JSON.stringify(value), 'utf8');
      throw error;
    }
    return writer.copyOut(length, options?.transient === true);
  };
}
