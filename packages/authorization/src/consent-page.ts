import { escapeHtml } from './escape-html';
import { scopeDescriptions } from './scopes';

/** What the consent page names. */
export interface ConsentPageFacts {
  /** The client's `client_name`, else its id. */
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

const styles =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}h1{font-size:1.4rem}' +
  'ul{padding-left:1.2rem}li{margin:.4rem 0}.actions{display:flex;gap:.8rem;margin-top:1.5rem}' +
  'button{font:inherit;padding:.55rem 1.3rem;border-radius:.4rem;border:1px solid #555;cursor:pointer}' +
  'button[value=allow]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}.muted{color:#555;font-size:.9rem}code{word-break:break-all}';

/** The consent page of one authorization request: who asks, where the answer goes, what it may do. */
export function renderConsentPage(facts: ConsentPageFacts): string {
  const scopeItems = facts.scopes
    .map((scope) => `<li><strong>${escapeHtml(scope)}</strong>: ${escapeHtml(scopeDescriptions[scope] ?? scope)}</li>`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Connect ${escapeHtml(facts.clientName)} to Mandala</title><style>${styles}</style></head>
<body>
<main>
<h1>Connect <span id="client-name">${escapeHtml(facts.clientName)}</span> to your Mandala account?</h1>
<p>Signed in as <strong>${escapeHtml(facts.email)}</strong>.</p>
<p>After you answer, you go back to <strong id="redirect-host">${escapeHtml(facts.redirectHost)}</strong>.</p>
<p>It asks to:</p>
<ul id="scopes">${scopeItems}</ul>
<p class="muted">Client id: <code>${escapeHtml(facts.clientId)}</code>. You can disconnect it at any time under Connected apps on your account page.</p>
<form method="post" action="${escapeHtml(facts.action)}">
<input type="hidden" name="_csrf" value="${escapeHtml(facts.csrfToken)}">
<div class="actions"><button type="submit" name="decision" value="allow">Allow</button><button type="submit" name="decision" value="deny">Deny</button></div>
</form>
</main>
</body>
</html>`;
}

/** A page for an interaction that cannot continue (expired, forged form), saying what to do next. */
export function renderInteractionProblem(title: string, advice: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${styles}</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(advice)}</p></main></body></html>`;
}
