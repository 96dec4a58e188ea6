// Valid requests: arguments generated from each operation's input schema, sent with a good key, sometimes with
// an Idempotency-Key. "Valid" is the schema's word: the engine may still refuse an input (a local time skipped by
// a clock change, a date outside the ephemeris) with a 4xx, which the checks accept.
import fc from 'fast-check';
import type { CredentialShape, FuzzRequest, Surface } from './fuzz-request';
import { restTargets, toolTargets } from './operation-targets';
import type { RestTarget, ToolTarget } from './operation-targets';
import { agentRequest, mcpRequest, restRequest } from './request-builders';
import type { RequestMeta } from './request-builders';
import { objectArbitrary } from './schema-arbitrary';
import type { SchemaNode } from './schema-arbitrary';

const DAY_MILLISECONDS = 86_400_000;

function shiftDay(day: string, days: number): string {
  const shifted = new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * DAY_MILLISECONDS);
  return Number.isNaN(shifted.getTime()) ? day : shifted.toISOString().slice(0, 10);
}

/**
 * Makes the fields that depend on each other agree most of the time, so that valid requests mostly succeed: a
 * window's end a few days after its start, a return year or month not before the birth, a progression after it.
 */
export function relateFields(input: Record<string, unknown>, offset: number): Record<string, unknown> {
  const related = { ...input };
  const birth = typeof related['date'] === 'string' ? related['date'] : typeof related['birthDateTime'] === 'string' ? related['birthDateTime'] : undefined;
  const birthYear = birth === undefined ? undefined : Number(birth.slice(0, 4));
  if (typeof related['startDate'] === 'string' && typeof related['endDate'] === 'string') related['endDate'] = shiftDay(related['startDate'], offset % 7);
  if (birthYear !== undefined && typeof related['year'] === 'number' && related['year'] < birthYear) related['year'] = Math.min(2100, birthYear + (offset % 60));
  if (birth !== undefined && typeof related['month'] === 'string' && related['month'] < birth.slice(0, 7)) {
    related['month'] = `${Math.min(2100, (birthYear ?? 2000) + 1 + (offset % 30))}-${String(1 + (offset % 12)).padStart(2, '0')}`;
  }
  if (birth !== undefined && typeof related['progressedTo'] === 'string' && related['progressedTo'] <= birth) {
    related['progressedTo'] = `${Math.min(2199, (birthYear ?? 2000) + 1 + (offset % 80))}${related['progressedTo'].slice(4)}`;
  }
  if (typeof related['toDate'] === 'string' && birth !== undefined) related['toDate'] = shiftDay(birth, 1);
  if (typeof related['from'] === 'string' && typeof related['to'] === 'string' && related['to'] <= related['from'] && related['toDate'] === undefined) {
    if (related['from'] === '24:00') related['from'] = '00:00';
    related['to'] = '24:00';
  }
  // A second birth and a transit come in pairs of date and zone, and a picture draws one or the other.
  for (const [dateField, zoneField] of [
    ['date1', 'timezone1'],
    ['transitDate', 'transitTimezone'],
  ] as const) {
    if ((related[dateField] === undefined) !== (related[zoneField] === undefined)) {
      delete related[dateField];
      delete related[zoneField];
    }
  }
  if (related['date1'] !== undefined && related['transitDate'] !== undefined) {
    delete related[offset % 2 === 0 ? 'date1' : 'transitDate'];
    delete related[offset % 2 === 0 ? 'timezone1' : 'transitTimezone'];
  }
  // A return's kind decides whether it takes a year (solar) or a month (lunar).
  if (typeof related['kind'] === 'string' && ['solar', 'lunar', 'saturn', 'chiron', 'uranus-opposition'].includes(related['kind'])) {
    if (related['kind'] !== 'solar') delete related['year'];
    else related['year'] ??= Math.min(2100, (birthYear ?? 2000) + (offset % 60));
    if (related['kind'] !== 'lunar') delete related['month'];
    else related['month'] ??= `${Math.min(2100, (birthYear ?? 2000) + 1 + (offset % 30))}-${String(1 + (offset % 12)).padStart(2, '0')}`;
  }
  return related;
}

/** Valid arguments for an input schema, with related fields made to agree. */
export function validArguments(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(objectArbitrary(schema), fc.nat(10_000)).map(([input, offset]) => relateFields(input, offset));
}

/** The good credentials: mostly the Bearer header, sometimes X-Api-Key or both with the same key. */
export const goodCredential: fc.Arbitrary<CredentialShape> = fc.record({
  kind: fc.constantFrom('bearer', 'bearer', 'bearer', 'x-api-key', 'both-same'),
  key: fc.constantFrom('main', 'main', 'main', 'main', 'free'),
});

/** An Idempotency-Key about a quarter of the time. */
export const maybeIdempotencyKey: fc.Arbitrary<string | undefined> = fc.option(fc.stringMatching(/^fuzz-[A-Za-z0-9._:-]{8,24}$/), { freq: 3 }).map((key) => key ?? undefined);

function metaOf(label: string, credential: CredentialShape, idempotencyKey: string | undefined): RequestMeta {
  return { flavour: 'valid', label, credential, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) };
}

function restValid(target: RestTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validArguments(target.schema), goodCredential, maybeIdempotencyKey)
    .map(([input, credential, key]) =>
      restRequest(target, { input }, metaOf(`valid ${target.operation.name}`, credential, target.acceptsIdempotencyKey ? key : undefined)),
    );
}

function agentValid(target: ToolTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validArguments(target.schema), goodCredential, maybeIdempotencyKey, fc.constantFrom(...target.agentPaths))
    .map(([input, credential, key, path]) => agentRequest(target, path, { input }, metaOf(`valid ${target.name}`, credential, target.operation.refusesIdempotencyKey === true ? undefined : key)));
}

function mcpValid(target: ToolTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(validArguments(target.schema), goodCredential, maybeIdempotencyKey)
    .map(([input, credential, key]) => mcpRequest(target, { input }, metaOf(`valid ${target.name}`, credential, target.operation.refusesIdempotencyKey === true ? undefined : key)));
}

/** Valid requests on `surface`, every operation of that surface equally likely. */
export function validRequests(surface: Surface): fc.Arbitrary<FuzzRequest> {
  if (surface === 'rest') return fc.oneof(...restTargets().map(restValid));
  if (surface === 'agent-http') return fc.oneof(...toolTargets().map(agentValid));
  return fc.oneof(...toolTargets().map(mcpValid));
}
