// Issue 38: the sign-in page an OAuth request leads to names the app asking (escaped: `client_name` is chosen by
// whoever registered the client), only on the way to an OAuth interaction; it is in the site's layout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers';
import type { TestServer } from './helpers';

describe('the sign-in page of an OAuth request', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ withAccounts: {} });
  });
  afterAll(() => server.close());

  it('names the app, escaped, and keeps it in the form for a second try', async () => {
    const app = encodeURIComponent('Claude <script>alert(1)</script>');
    const page = await server.request(`/account/sign-in?next=%2Foauth%2Finteraction%2Fabc&app=${app}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Sign in to connect <strong>Claude &lt;script&gt;alert(1)&lt;/script&gt;</strong> to your Mandala account.');
    expect(page.text).not.toContain('<script>alert');
    expect(page.text).toContain(`action="/account/sign-in?next=%2Foauth%2Finteraction%2Fabc&app=${app}"`);
  });

  it('names no app on a sign-in that does not lead to an OAuth interaction', async () => {
    const page = await server.request(`/account/sign-in?next=%2Faccount&app=Spoof`);
    expect(page.text).not.toContain('Spoof');
    expect(page.text).not.toContain('id="oauth-app"');
  });

  it('shares the site\'s stylesheet, favicon and header', async () => {
    const page = await server.request('/account/sign-in');
    expect(page.text).toContain('<link rel="stylesheet" href="/site.css">');
    expect(page.text).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(page.text).toContain('<a href="/account/sign-up">Sign up</a>');
    expect(page.headers.get('content-security-policy')).toContain("style-src 'self'");
  });
});
