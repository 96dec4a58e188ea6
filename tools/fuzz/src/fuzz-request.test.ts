import { describe, expect, it } from 'vitest';
import { KEY_PLACEHOLDER, UNKNOWN_KEY, materialize } from './fuzz-request';
import type { CredentialKind, FuzzRequest } from './fuzz-request';

const keys = { main: 'mdl_live_main', free: 'mdl_live_free' };

function request(kind: CredentialKind, changes: Partial<FuzzRequest> = {}): FuzzRequest {
  return {
    surface: 'rest',
    flavour: 'hostile',
    label: 'test',
    method: 'POST',
    path: '/group-composite',
    headers: [['Content-Type', 'application/json']],
    body: { text: '{"members":[]}' },
    credential: { kind, key: 'main' },
    ...changes,
  };
}

function headerPairs(headers: string[]): string[][] {
  return headers.flatMap((value, index) => (index % 2 === 0 ? [[value, headers[index + 1] ?? '']] : []));
}

describe('materialize', () => {
  it.each([
    ['bearer', [['Authorization', 'Bearer mdl_live_main']]],
    ['both-different', [['Authorization', 'Bearer mdl_live_main'], ['X-Api-Key', 'mdl_live_free']]],
    ['two-authorization', [['Authorization', 'Bearer mdl_live_main'], ['Authorization', 'Bearer mdl_live_free']]],
    ['revoked-looking', [['Authorization', `Bearer ${UNKNOWN_KEY}`]]],
  ] as const)('writes the %s credential as headers', (kind, expected) => {
    const sent = materialize(request(kind), keys, 'localhost:3000');
    expect(headerPairs(sent.headers).filter(([name]) => /authorization|x-api-key/i.test(name ?? ''))).toEqual(expected);
  });

  it('puts a query credential in the query, a body credential in the body, and always Host and Content-Length', () => {
    const inQuery = materialize(request('in-query', { path: '/hd-data?date=x' }), keys, 'h');
    expect(inQuery.path).toBe('/hd-data?date=x&api_key=mdl_live_main');
    const inBody = materialize(request('in-body'), keys, 'h');
    expect(JSON.parse(inBody.body?.toString() ?? '')).toEqual({ members: [], api_key: 'mdl_live_main' });
    expect(headerPairs(inBody.headers)).toContainEqual(['Host', 'h']);
    expect(headerPairs(inBody.headers)).toContainEqual(['Content-Length', String(inBody.body?.length)]);
  });

  it("writes the request's own key where the placeholder stands, and header values as UTF-8 bytes", () => {
    const sent = materialize(request('none', { path: `/library/gates/${KEY_PLACEHOLDER}`, headers: [['X-Request-Id', KEY_PLACEHOLDER], ['X-Name', 'é']] }), keys, 'h');
    expect(sent.path).toBe('/library/gates/mdl_live_main');
    expect(headerPairs(sent.headers)).toContainEqual(['X-Request-Id', 'mdl_live_main']);
    expect(headerPairs(sent.headers)).toContainEqual(['X-Name', Buffer.from('é', 'utf8').toString('latin1')]);
  });
});
