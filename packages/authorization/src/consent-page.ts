import { escapeHtml } from './escape-html';
import { scopeDescriptions } from './scopes';
import { sitePage } from './site-chrome';

/** What the consent page names. */
export interface ConsentPageFacts {
  /** The client's `client_name`, else its id. Chosen by whoever registered the client: escaped wherever shown. */
  readonly clientName: string;
  readonly clientId: string;
  /** The host the code will be sent to. */
  readonly redirectHost: string;
  readonly scopes: readonly string[];
  /** The signed-in person's email. */
  readonly email: string;
  /** Where the form posts. */
  readonly action: string;
  readonly csrfToken: string;
}

/**
 * The consent page of one authorization request, in the site's look: who asks (the app's name and the host the answer
 * goes back to), what it may do, who is signed in, and Allow/Deny in a form carrying the session's CSRF token.
 */
export function renderConsentPage(facts: ConsentPageFacts): string {
  const scopeItems = facts.scopes
    .map((scope) => `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(scopeDescriptions[scope] ?? scope)}</li>`)
    .join('');
  return sitePage(
    `Connect ${facts.clientName} to Mandala`,
    `<section class="card narrow consent" aria-labelledby="consent-heading">
<h1 id="consent-heading">Connect <span id="client-name">${escapeHtml(facts.clientName)}</span> to your Mandala account?</h1>
<p>The app <strong>${escapeHtml(facts.clientName)}</strong> at <strong id="redirect-host">${escapeHtml(facts.redirectHost)}</strong> asks to use your account. After you answer, you go back to <strong>${escapeHtml(facts.redirectHost)}</strong>.</p>
<h2>It asks to</h2>
<ul id="scopes">${scopeItems}</ul>
<p>Signed in as <strong>${escapeHtml(facts.email)}</strong>.</p>
<form method="post" action="${escapeHtml(facts.action)}">
<input type="hidden" name="_csrf" value="${escapeHtml(facts.csrfToken)}">
<div class="button-row"><button type="submit" name="decision" value="allow" class="primary">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form>
<p class="hint">Client id: <code>${escapeHtml(facts.clientId)}</code>. Only allow apps you trust; you can disconnect it at any time under Connected apps on your <a href="/account">dashboard</a>.</p>
</section>`,
  );
}

/** A page for an interaction that cannot continue (expired, forged form), saying what to do next. */
export function renderInteractionProblem(title: string, advice: string): string {
  return sitePage(title, `<section class="card narrow" aria-labelledby="problem-heading"><h1 id="problem-heading">${escapeHtml(title)}</h1><p>${escapeHtml(advice)}</p></section>`);
}
