// Issue 38: the consent page in the site's look names the app and its host; both come from the client's registration
// (attacker-controlled `client_name`, `redirect_uri`), so they are escaped, and the form keeps its CSRF token.
import { describe, expect, it } from 'vitest';
import { renderConsentPage, renderInteractionProblem } from './consent-page';

const hostile = '<img src=x onerror=alert(1)>"\'&';

describe('the consent page', () => {
  const html = renderConsentPage({
    clientName: hostile,
    clientId: 'https://client.example/metadata.json',
    redirectHost: `evil.example${hostile}`,
    scopes: ['charts', 'people'],
    email: 'ada@example.com',
    action: '/oauth/interaction/abc',
    csrfToken: 'token-123',
  });

  it('escapes the app name and host everywhere they appear, the tab title included', () => {
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&#39;&amp;');
    expect(html).toMatch(/<title>Connect &lt;img src=x onerror=alert\(1\)&gt;/);
    expect(html).toContain('<strong id="redirect-host">evil.example&lt;img');
  });

  it('names what it asks, keeps the CSRF token and links the shared stylesheet and header, with no inline style or script', () => {
    expect(html).toContain('<strong>charts</strong>: Calculate charts');
    expect(html).toContain('<input type="hidden" name="_csrf" value="token-123">');
    expect(html).toContain('<link rel="stylesheet" href="/site.css">');
    expect(html).toContain('<header class="site-header">');
    expect(html).not.toMatch(/<style|<script|style="/);
  });

  it('renders problems in the same layout, escaped', () => {
    const problem = renderInteractionProblem('<b>Expired</b>', 'Start again.');
    expect(problem).toContain('&lt;b&gt;Expired&lt;/b&gt;');
    expect(problem).toContain('href="/site.css"');
  });
});
