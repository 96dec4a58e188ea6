// One thing wrong with otherwise valid arguments: a field's type, range or format, its name's casing, a field too
// many or too few, a parameter given twice, a huge string, odd Unicode, `__proto__`, numbers written in hex or
// with an exponent. Each mutation says how the arguments are written for a query (REST GET) and for JSON.
import { percentEncode } from './operation-targets';
import type { EncodedArguments } from './request-builders';
import type { SchemaNode } from './schema-arbitrary';

/** Where the arguments travel: a query string, or JSON (a REST POST body, an Agent HTTP body, MCP arguments). */
export type ArgumentMedium = 'query' | 'json';

/** One kind of mistake. `pick` chooses the field and the variant; `undefined` when it does not apply. */
export interface ArgumentMutation {
  readonly name: string;
  apply(input: Record<string, unknown>, schema: SchemaNode, pick: number, medium: ArgumentMedium): { label: string; encoded: EncodedArguments } | undefined;
}

function chosen<T>(items: readonly T[], pick: number): T | undefined {
  return items.length === 0 ? undefined : items[pick % items.length];
}

function fieldsOf(schema: SchemaNode): Record<string, SchemaNode> {
  return (schema['properties'] as Record<string, SchemaNode> | undefined) ?? {};
}

/** Fields present in `input` whose schema type is one of `types`. */
function fieldsOfType(input: Record<string, unknown>, schema: SchemaNode, types: readonly string[]): string[] {
  const properties = fieldsOf(schema);
  return Object.keys(input).filter((name) => types.includes(String(properties[name]?.['type'])));
}

/** `input` with `field` written as the raw JSON text `valueText` (a number literal JSON.stringify would normalise). */
function jsonWithRawValue(input: Record<string, unknown>, field: string, valueText: string): string {
  const marker = '\u0000raw\u0000';
  return JSON.stringify({ ...input, [field]: marker }).replace(JSON.stringify(marker), valueText);
}

function encodeReplaced(input: Record<string, unknown>, field: string, value: unknown): EncodedArguments {
  return { input: { ...input, [field]: value } };
}

const wrongTypeValues: readonly unknown[] = [12345, -1, true, false, null, [], {}, 'text', [1, 2], { nested: { deeper: [null] } }];

const dateFormats: readonly string[] = [
  '1985-13-12T14:30',
  '1985-03-12 14:30',
  '1985-03-12T14:30Z',
  '1985-03-12T14:30+01:00',
  '1985-02-30T10:00',
  '2021-03-14T02:30',
  '0000-01-01T00:00',
  '9999-12-31T23:59',
  '1985-3-2T4:5',
  '1985-03-12T24:00',
  '1985-03-12T14:30:60',
  '1985-03-12T14:30:00.12345678',
  ' 1985-03-12T14:30 ',
  '1985-03-12',
  '12/03/1985',
  '',
];
const zoneFormats: readonly string[] = ['Mars/Olympus', 'utc', 'america/new_york', 'EST', 'UTC-5', '+01:00', 'Europe/Berlin ', '../../etc/passwd', 'Etc/GMT+14', 'Europe', 'Europe/', '/', 'GMT0', 'posixrules', ''];
const otherStringFormats: readonly string[] = ['', ' ', '\t\n', 'null', 'undefined', '<script>alert(1)</script>', "' OR 1=1 --", '../../etc/passwd', '%00', '${jndi:ldap://x}', '{{7*7}}', '-', '0'];
const unicodeTexts: readonly string[] = [
  '🧬🌀',
  'مرحبا بالعالم',
  '\u200b\u200d\ufeff',
  'a\u0000b',
  '\ud800',
  'e\u0301\u0301\u0301',
  '１９８５-０３-１２T１４:３０',
  'Europe/Berlin\u202e',
  'İstanbul',
  '\uffff\ufffe',
  'Ⅻ',
];
const queryNumberTexts: readonly string[] = ['0x22', '1e1', '34.0', ' 34', '+34', '034', '3.4e1', 'Infinity', 'NaN', '1_000', '٣٤', '-0', '99999999999999999999'];
const jsonNumberTexts: readonly string[] = ['1e1', '34.0', '3.4E1', '-0', '1e400', '-1e400', '0.1e-400', '1.0000000000000001', '12345678901234567890'];
const extraFieldNames: readonly string[] = ['extra', 'api_key', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', 'x'.repeat(1000), '', ' ', 'date ', 'Date'];

function camelToSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Every mutation the fuzzer applies. */
export const argumentMutations: readonly ArgumentMutation[] = [
  {
    name: 'wrong type',
    apply(input, schema, pick) {
      const field = chosen(Object.keys(fieldsOf(schema)), pick);
      if (field === undefined) return undefined;
      const value = chosen(wrongTypeValues, pick >> 4);
      return { label: `wrong type in ${field}`, encoded: encodeReplaced(input, field, value) };
    },
  },
  {
    name: 'out of range',
    apply(input, schema, pick) {
      const field = chosen(fieldsOfType(input, schema, ['integer', 'number']), pick);
      if (field !== undefined) {
        const property = fieldsOf(schema)[field] ?? {};
        const minimum = typeof property['minimum'] === 'number' ? property['minimum'] : 0;
        const maximum = typeof property['maximum'] === 'number' ? property['maximum'] : 100;
        const value = chosen([minimum - 1, maximum + 1, 1e308, -1e308, 0.5, minimum + 0.5, Number.MAX_SAFE_INTEGER + 2], pick >> 4);
        return { label: `out of range ${field}`, encoded: encodeReplaced(input, field, value) };
      }
      const textField = chosen(fieldsOfType(input, schema, ['string']), pick);
      if (textField === undefined) return undefined;
      const property = fieldsOf(schema)[textField] ?? {};
      const maximum = typeof property['maxLength'] === 'number' ? property['maxLength'] : 200;
      return { label: `too long ${textField}`, encoded: encodeReplaced(input, textField, 'y'.repeat(maximum + 1)) };
    },
  },
  {
    name: 'bad format',
    apply(input, schema, pick) {
      const field = chosen(fieldsOfType(input, schema, ['string']), pick);
      if (field === undefined) return undefined;
      const lower = field.toLowerCase();
      const formats = lower.includes('timezone') ? zoneFormats : lower.includes('date') || lower === 'progressedto' || lower === 'month' ? dateFormats : otherStringFormats;
      return { label: `bad format in ${field}`, encoded: encodeReplaced(input, field, chosen(formats, pick >> 4)) };
    },
  },
  {
    name: 'field casing',
    apply(input, _schema, pick) {
      const field = chosen(Object.keys(input), pick);
      if (field === undefined) return undefined;
      const variants = [field.toUpperCase(), field.charAt(0).toUpperCase() + field.slice(1), camelToSnake(field), `${field} `, field.toLowerCase()].filter((name) => name !== field);
      const renamed = chosen(variants, pick >> 4) ?? field;
      const { [field]: value, ...others } = input;
      return { label: `field ${field} spelt ${JSON.stringify(renamed)}`, encoded: { input: { ...others, [renamed]: value } } };
    },
  },
  {
    name: 'extra field',
    apply(input, _schema, pick, medium) {
      if (pick % 3 === 0) {
        // `__proto__` must be written as text: an object literal or JSON.parse + spread would not keep it as a field.
        const jsonText = `{"__proto__":{"polluted":true,"isAdmin":true},${JSON.stringify(input).slice(1)}`.replace(',}', '}');
        const appendedQuery = '__proto__%5Bpolluted%5D=1&constructor%5Bprototype%5D%5Bpolluted%5D=1&__proto__=x';
        return { label: 'extra field __proto__', encoded: medium === 'query' ? { input, appendedQuery } : { input, jsonText } };
      }
      const name = chosen(extraFieldNames, pick >> 2) ?? 'extra';
      return { label: `extra field ${JSON.stringify(name.slice(0, 20))}`, encoded: { input: { ...input, [name]: chosen(wrongTypeValues, pick >> 6) } } };
    },
  },
  {
    name: 'missing field',
    apply(input, schema, pick) {
      const required = (schema['required'] as string[] | undefined) ?? [];
      const field = chosen(required, pick);
      if (field === undefined) return pick % 2 === 0 ? { label: 'no arguments at all', encoded: { input: {} } } : undefined;
      const { [field]: _missing, ...others } = input;
      return { label: `missing ${field}`, encoded: { input: others } };
    },
  },
  {
    name: 'duplicated parameter',
    apply(input, _schema, pick, medium) {
      const field = chosen(Object.keys(input), pick);
      if (field === undefined) return undefined;
      const other = chosen(['other', '', '1', 'Europe/Paris', '1990-01-01T00:00'], pick >> 4) ?? 'other';
      if (medium === 'query') {
        const value = input[field];
        const same = pick % 5 === 0;
        const text = same ? (typeof value === 'string' ? value : JSON.stringify(value)) : other;
        return { label: `${field} given twice${same ? ' with the same value' : ''}`, encoded: { input, appendedQuery: `${percentEncode(field)}=${percentEncode(text)}` } };
      }
      const jsonText = `${JSON.stringify(input).slice(0, -1)},${JSON.stringify(field)}:${JSON.stringify(other)}}`;
      return { label: `${field} given twice in JSON`, encoded: { input, jsonText } };
    },
  },
  {
    name: 'huge string',
    apply(input, schema, pick, medium) {
      const field = chosen(Object.keys(fieldsOf(schema)), pick);
      if (field === undefined) return undefined;
      const sizes = medium === 'query' ? [1_000, 7_000, 20_000] : [1_000, 10_000, 100_000, 250_000];
      const size = chosen(sizes, pick >> 4) ?? 1_000;
      return { label: `${size}-character ${field}`, encoded: encodeReplaced(input, field, 'x'.repeat(size)) };
    },
  },
  {
    name: 'unicode',
    apply(input, schema, pick) {
      const field = chosen(Object.keys(fieldsOf(schema)), pick);
      if (field === undefined) return undefined;
      const text = chosen(unicodeTexts, pick >> 4) ?? '';
      return { label: `unicode ${JSON.stringify(text).slice(0, 20)} in ${field}`, encoded: encodeReplaced(input, field, text) };
    },
  },
  {
    name: 'number notation',
    apply(input, schema, pick, medium) {
      const field = chosen(fieldsOfType(input, schema, ['integer', 'number']), pick) ?? chosen(Object.keys(fieldsOf(schema)), pick);
      if (field === undefined) return undefined;
      if (medium === 'query') {
        const text = chosen(queryNumberTexts, pick >> 4) ?? '0x22';
        return { label: `${field}=${text}`, encoded: encodeReplaced(input, field, text) };
      }
      const text = chosen(jsonNumberTexts, pick >> 4) ?? '1e1';
      return { label: `${field}: ${text} in JSON`, encoded: { input, jsonText: jsonWithRawValue(input, field, text) } };
    },
  },
];
