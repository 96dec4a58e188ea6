import { describe, expect, it } from 'vitest';
import { canonicalRequest, fingerprintOf } from './canonical-request';
import { getOperation } from './registry';

describe('canonicalRequest', () => {
  const natal = getOperation('natal_chart_v1');

  it('gives equal text for equivalent requests and different text for different ones', () => {
    const forms = [
      { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' },
      { timezone: 'europe/berlin', date: '1990-05-15T14:30:00' },
      { date: '1990-05-15T14:30:00.000', timezone: 'EUROPE/BERLIN' },
    ];
    expect(new Set(forms.map((form) => canonicalRequest(natal, form))).size).toBe(1);
    expect(canonicalRequest(natal, { date: '1990-05-15T14:31', timezone: 'Europe/Berlin' })).not.toBe(canonicalRequest(natal, forms[0]));
    expect(canonicalRequest(getOperation('natal_chart_v2'), forms[0])).not.toBe(canonicalRequest(natal, forms[0]));
  });

  it('fills defaults, so an omitted default equals the default written out', () => {
    const search = getOperation('celebrity_search');
    expect(canonicalRequest(search, { query: 'a' })).toBe(canonicalRequest(search, { query: ' a ', limit: 20 }));
  });

  it('fingerprints are 64 hex characters and bound to the operation name', () => {
    const input = natal.input.parse({ date: '1990-05-15T14:30', timezone: 'UTC' });
    expect(fingerprintOf(natal, input)).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprintOf(getOperation('natal_chart_v3'), input)).not.toBe(fingerprintOf(natal, input));
  });
});
