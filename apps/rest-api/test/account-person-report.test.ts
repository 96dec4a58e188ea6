// Issue 37: the dashboard downloads a saved person's report. The route runs `natal_report` as the signed-in account,
// so what guards a key's call guards it too, and these are the attacks it closes: a cross-site request starting a
// charged call (a POST that needs the CSRF token, never a link), another account's person by its id (answers as an
// unknown person, charges nothing), a plan without reports (403 naming the plans, charges nothing), and a format the
// service does not write (400, charges nothing).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountClient } from './account-browser-client';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

const password = 'a long enough passphrase';

describe('POST /account/api/people/{personId}/report', () => {
  let service: TestServer;
  beforeEach(async () => {
    service = await startTestServer({ withAccounts: {} });
  });
  afterEach(async () => {
    await service.close();
  });

  async function signedUpWithPerson(email: string, plan: 'free' | 'startup'): Promise<{ browser: AccountClient; csrf: string; personId: string; accountId: string }> {
    const browser = new AccountClient(service.url);
    await browser.signUp(email, password);
    const csrf = await browser.csrfToken();
    const { accountId } = (await browser.api('GET', '/account/api/session')).body as { accountId: string };
    if (plan !== 'free') await service.store.setPlan(accountId, plan);
    const saved = await browser.api('POST', '/account/api/people', { body: { name: 'Ada Lovelace', date: '1815-12-10T13:00', timezone: 'Europe/London' }, csrf });
    expect(saved.status).toBe(201);
    return { browser, csrf, personId: (saved.body as { id: string }).id, accountId };
  }

  const usedUnits = async (accountId: string): Promise<number> => (await service.store.quotaStatus(accountId)).used;

  it('answers the PDF of the saved person (named on it) and charges 1 unit, as GET /reports/natal.pdf would', async () => {
    const { browser, csrf, personId, accountId } = await signedUpWithPerson('ada@example.com', 'startup');
    const answer = await browser.send('POST', `/account/api/people/${personId}/report`, { body: { format: 'pdf' }, csrf });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/filename="human-design-report-18151210\d*\.pdf"/);
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await usedUnits(accountId)).toBe(1);
    const html = await browser.send('POST', `/account/api/people/${personId}/report`, { body: { format: 'html' }, csrf });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('Ada Lovelace');
    expect(await usedUnits(accountId)).toBe(2);
  });

  it('csrf: without X-CSRF-Token the call is refused 403 and nothing is charged; a GET is no way in either', async () => {
    const { browser, personId, accountId } = await signedUpWithPerson('ada@example.com', 'startup');
    expect((await browser.send('POST', `/account/api/people/${personId}/report`, { body: { format: 'pdf' } })).status).toBe(403);
    expect((await browser.send('GET', `/account/api/people/${personId}/report`)).status).not.toBe(200);
    expect(await usedUnits(accountId)).toBe(0);
  });

  it('another account’s person id answers 404 unknown_person and charges neither account', async () => {
    const ada = await signedUpWithPerson('ada@example.com', 'startup');
    const bob = await signedUpWithPerson('bob@example.com', 'startup');
    const stolen = await bob.browser.api('POST', `/account/api/people/${ada.personId}/report`, { body: { format: 'pdf' }, csrf: bob.csrf });
    expect(stolen).toMatchObject({ status: 404, body: { error: 'unknown_person' } });
    expect([await usedUnits(ada.accountId), await usedUnits(bob.accountId)]).toEqual([0, 0]);
  });

  it('a Free account is refused 403 naming the plans that include reports, and charged nothing', async () => {
    const { browser, csrf, personId, accountId } = await signedUpWithPerson('ada@example.com', 'free');
    const refused = await browser.api('POST', `/account/api/people/${personId}/report`, { body: { format: 'pdf' }, csrf });
    expect(refused).toMatchObject({ status: 403, body: { error: 'insufficient_tier' } });
    expect((refused.body as { message: string }).message).toMatch(/plan/i);
    expect(await usedUnits(accountId)).toBe(0);
  });

  it('a format the service does not write answers 400 and charges nothing', async () => {
    const { browser, csrf, personId, accountId } = await signedUpWithPerson('ada@example.com', 'startup');
    for (const body of [{ format: 'docx' }, {}, { format: 'pdf', extra: 1 }]) {
      expect((await browser.api('POST', `/account/api/people/${personId}/report`, { body, csrf })).status).toBe(400);
    }
    expect(await usedUnits(accountId)).toBe(0);
  });
});
