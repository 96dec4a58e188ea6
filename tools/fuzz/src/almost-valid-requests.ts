// Almost valid requests: valid arguments with exactly one thing wrong (see argument-mutations.ts), sent with a
// good key to every operation on every surface.
import fc from 'fast-check';
import { argumentMutations } from './argument-mutations';
import type { ArgumentMedium } from './argument-mutations';
import type { FuzzRequest, Surface } from './fuzz-request';
import { restTargets, toolTargets } from './operation-targets';
import type { RestTarget, ToolTarget } from './operation-targets';
import { agentRequest, mcpRequest, restRequest } from './request-builders';
import type { EncodedArguments, RequestMeta } from './request-builders';
import type { SchemaNode } from './schema-arbitrary';
import { goodCredential, maybeIdempotencyKey, validArguments } from './valid-requests';

interface Mistake {
  readonly label: string;
  readonly encoded: EncodedArguments;
}

/** Valid arguments for `schema` with one mutation applied (the whole input emptied when the mutation does not apply). */
function mistaken(schema: SchemaNode, medium: ArgumentMedium): fc.Arbitrary<Mistake> {
  return fc.tuple(validArguments(schema), fc.constantFrom(...argumentMutations), fc.nat()).map(([input, mutation, pick]) => {
    const applied = mutation.apply(input, schema, pick, medium);
    return applied === undefined ? { label: `${mutation.name}: no arguments at all`, encoded: { input: {} } } : applied;
  });
}

function metaOf(operationName: string, mistake: Mistake, credential: RequestMeta['credential'], idempotencyKey: string | undefined): RequestMeta {
  return { flavour: 'almost-valid', label: `${operationName}: ${mistake.label}`, credential, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) };
}

function restAlmost(target: RestTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(mistaken(target.schema, target.inputLocation === 'query' ? 'query' : 'json'), goodCredential, maybeIdempotencyKey)
    .map(([mistake, credential, key]) => restRequest(target, mistake.encoded, metaOf(target.operation.name, mistake, credential, target.acceptsIdempotencyKey ? key : undefined)));
}

function agentAlmost(target: ToolTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(mistaken(target.schema, 'json'), goodCredential, maybeIdempotencyKey, fc.constantFrom(...target.agentPaths))
    .map(([mistake, credential, key, path]) => agentRequest(target, path, mistake.encoded, metaOf(target.name, mistake, credential, key)));
}

function mcpAlmost(target: ToolTarget): fc.Arbitrary<FuzzRequest> {
  return fc
    .tuple(mistaken(target.schema, 'json'), goodCredential, maybeIdempotencyKey)
    .map(([mistake, credential, key]) => mcpRequest(target, mistake.encoded, metaOf(target.name, mistake, credential, key)));
}

/** Almost valid requests on `surface`, every operation equally likely. */
export function almostValidRequests(surface: Surface): fc.Arbitrary<FuzzRequest> {
  if (surface === 'rest') return fc.oneof(...restTargets().map(restAlmost));
  if (surface === 'agent-http') return fc.oneof(...toolTargets().map(agentAlmost));
  return fc.oneof(...toolTargets().map(mcpAlmost));
}
