// Arguments a careless or hostile agent sends: gate ids spelled as hex, exponent or decimal, text that is no
// number, and a body that is a JSON array. Each is a clear 400 naming the problem, charging nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, postJson, startAgentTestServer } from './harness';
import type { AgentTestServer } from './harness';

describe('hostile and careless tool arguments', () => {
  let served: AgentTestServer;
  let key: string;
  beforeAll(async () => {
    served = await startAgentTestServer();
    ({ key } = await served.account('business'));
  });
  afterAll(() => served.close());

  it.each(['abc', '0x22', '1e1', '34.0', ''])('get-reference-item refuses the gate id "%s" as REST does', async (id) => {
    const answer = await postJson(served.url, '/agent/v1/tools/get-reference-item', { kind: 'gate', id }, bearer(key));
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('validation_error');
    expect(answer.body.error.message).not.toMatch(/null|NaN/);
    expect(answer.body.chargedUnits).toBe(0);
  });

  it('get-reference-item reads the gate id "34" as gate 34', async () => {
    const answer = await postJson(served.url, '/agent/v1/tools/get-reference-item', { kind: 'gate', id: '34' }, bearer(key));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ Number: 34 });
  });

  it('says a body that is a JSON array is not an object of named arguments', async () => {
    const answer = await postJson(served.url, '/agent/v1/tools/generate-chart', [1, 2, 3], bearer(key));
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('The input must be a JSON object of named arguments, not an array.');
  });
});
