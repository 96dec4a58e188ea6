// GET /reports/natal.{pdf,html,md} and /reports/relationship.{format} over the real engines: each format with its
// media type, the same reading in each, the enhanced tier, one unit per report, nothing charged for a bad format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, usedUnits } from './helpers';
import type { TestServer } from './helpers';

const birth = 'date=1985-03-12T14:30&timezone=America/New_York';

describe('chart reports over REST', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers a PDF, an HTML page and Markdown naming the same chart, one unit each', async () => {
    const { key, accountId } = await server.account('startup');
    const chart = (await server.request(`/v2/hd-data?${birth}`, { headers: bearer(key) })).body as { Type: { Name: string }; IncarnationCross: { Name: string } };
    const pdf = await server.request(`/reports/natal.pdf?${birth}&name=${encodeURIComponent('Ана')}`, { headers: bearer(key) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="human-design-report-198503121430.pdf"');
    expect(pdf.text.startsWith('%PDF-')).toBe(true);
    const html = await server.request(`/reports/natal.html?${birth}&name=${encodeURIComponent('<b>Ана</b>')}`, { headers: bearer(key) });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html.text).toContain('&#60;b&#62;Ана&#60;/b&#62;');
    expect(html.text).not.toContain('<b>Ана');
    const markdown = await server.request(`/reports/natal.md?${birth}`, { headers: bearer(key) });
    expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    for (const text of [html.text, markdown.text]) {
      expect(text).toContain(`Type: ${chart.Type.Name}`);
      expect(text).toContain(chart.IncarnationCross.Name);
    }
    expect(await usedUnits(server.store, accountId)).toBe(4);
  });

  it('names the relationship channels by kind', async () => {
    const { key } = await server.account('startup');
    const markdown = await server.request(`/reports/relationship.md?${birth}&date1=1988-11-02T08:05&timezone1=Europe/Berlin&name=Ana&name1=Bo`, { headers: bearer(key) });
    expect(markdown.status).toBe(200);
    for (const kind of ['Electromagnetic channels', 'Companionship channels', 'Compromise channels', 'Dominance channels']) expect(markdown.text).toContain(kind);
  });

  it('refuses an unknown format, a control character in the name and the Creator plan, charging nothing', async () => {
    const startup = await server.account('startup');
    const docx = await server.request(`/reports/natal.docx?${birth}`, { headers: bearer(startup.key) });
    expect(docx.status).toBe(400);
    expect((docx.body as { message: string }).message).toContain('pdf, html or md');
    const control = await server.request(`/reports/natal.pdf?${birth}&name=a%0Ab`, { headers: bearer(startup.key) });
    expect(control.status).toBe(400);
    expect(await usedUnits(server.store, startup.accountId)).toBe(0);
    const creator = await server.account('creator');
    const refused = await server.request(`/reports/natal.pdf?${birth}`, { headers: bearer(creator.key) });
    expect(refused.status).toBe(403);
    expect(await usedUnits(server.store, creator.accountId)).toBe(0);
  });
});
