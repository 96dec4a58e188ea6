import { describe, expect, it } from 'vitest';
import { codeSamples, pathParameterValues } from './openapi-code-samples';
import { errorExample } from './openapi-examples';

describe('the code samples of an operation', () => {
  const chart = { path: '/v3/hd-data', query: { date: '1985-03-12T14:30', timezone: 'Europe/Amsterdam' } };

  it('call a GET route with curl, @mandala/client and Python urllib, the key from MANDALA_API_KEY', () => {
    const [curl, client, python] = codeSamples('get', '/v3/hd-data', chart, 'application/json');
    expect(curl?.source).toBe('curl -X GET "$MANDALA_URL/v3/hd-data?date=1985-03-12T14%3A30&timezone=Europe%2FAmsterdam" \\\n  -H "Authorization: Bearer $MANDALA_API_KEY"');
    expect(client?.source).toContain("await mandala.GET('/v3/hd-data', {\n  params: {\n    query: {\n      date: '1985-03-12T14:30',\n      timezone: 'Europe/Amsterdam',\n    },\n  },\n});");
    expect(client?.source).toContain('apiKey: process.env.MANDALA_API_KEY');
    expect(python?.source).toContain('url += "?" + urllib.parse.urlencode(');
    expect(python?.source).toContain('with urllib.request.urlopen(request) as response:\n    print(json.load(response))');
  });

  it('send a JSON body, fill path parameters, and read a file as text or bytes', () => {
    const [curl, client, python] = codeSamples('patch', '/people/{personId}', { path: '/people/prs_0123456789abcdef', body: { name: 'Ada' } }, 'application/json');
    expect(curl?.source).toContain(`--data '{"name":"Ada"}'`);
    expect(client?.source).toContain("mandala.raw.PATCH('/people/{personId}'");
    expect(client?.source).toContain("personId: 'prs_0123456789abcdef'");
    expect(python?.source).toContain('method="PATCH", data=body');
    expect(codeSamples('post', '/people', { path: '/people', body: { notes: null, keep: true } }, 'application/json')[2]?.source).toContain('"notes": None,\n    "keep": True,');
    expect(codeSamples('get', '/bodygraph.svg', { path: '/bodygraph.svg' }, 'image/svg+xml')[1]?.source).toContain("{ parseAs: 'text' }");
    expect(codeSamples('get', '/bodygraph.png', { path: '/bodygraph.png' }, 'image/png')[2]?.source).toContain('data = response.read()');
  });

  it('read path parameters back from a filled-in path', () => {
    expect(pathParameterValues('/reports/natal.{format}', '/reports/natal.md')).toEqual({ format: 'md' });
    expect(pathParameterValues('/library/channels/{channelId}', '/library/channels/1-8')).toEqual({ channelId: '1-8' });
  });
});

describe('the example of an error answer', () => {
  it("is the error table's code for the status, with the answer's description", () => {
    expect(errorExample(403, 'Invalid key or insufficient tier')).toEqual({ error: 'insufficient_tier', message: 'Invalid key or insufficient tier.' });
    expect(errorExample(429, 'Monthly quota exhausted')).toEqual({ error: 'quota_exhausted', message: 'Monthly quota exhausted.' });
    expect(errorExample(418, 'Teapot')).toBeUndefined();
  });
});
