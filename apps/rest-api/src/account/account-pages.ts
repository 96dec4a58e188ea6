import { siteFooter, siteHead, siteHeader } from '@mandala/site-layout';
/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

/** Only this origin's styles; forms post to this origin; nothing else. */
export const accountPageContentSecurityPolicy = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * A form page in the site's layout (`@mandala/site-layout`): the shared stylesheet and favicon the web pages build
 * (served by the composition root: the same files every page links), the header, the form in a card, the footer.
 * `/account/account.css` adds only what these forms need.
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeHtml(title)} · Mandala</title>
${siteHead()}
<link rel="stylesheet" href="/account/account.css">
</head>
<body>
${siteHeader()}
<main>
<section class="card narrow account-card">
<h1>${escapeHtml(title)}</h1>
${body}
</section>
</main>
${siteFooter()}
</body>
</html>
`;
}

function notice(message: string | undefined, kind: 'error' | 'info' = 'error'): string {
  return message === undefined ? '' : `<p class="notice ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(message)}</p>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** What every form page receives. */
export interface FormPage {
  readonly csrfToken: string;
  readonly message?: string | undefined;
  readonly info?: string | undefined;
  readonly email?: string | undefined;
  readonly next?: string | undefined;
  /** The app asking to connect, when the visitor came from an OAuth request (its `client_name`; escaped). */
  readonly appName?: string | undefined;
}

const emailField = (email: string | undefined) =>
  `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(email ?? '')}">`;

export function signUpPage(form: FormPage): string {
  return page(
    'Create your Mandala account',
    `${notice(form.message)}
<form method="post" action="/account/sign-up${form.next === undefined ? '' : `?next=${encodeURIComponent(form.next)}`}">
${hidden('_csrf', form.csrfToken)}
${emailField(form.email)}
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
<p class="hint">At least 10 characters; common passwords are refused.</p>
<button type="submit">Create account</button>
</form>
<p>Already have an account? <a href="/account/sign-in">Sign in</a></p>`,
  );
}

export function signInPage(form: FormPage): string {
  const asking =
    form.appName === undefined
      ? ''
      : `<p id="oauth-app" class="notice info">Sign in to connect <strong>${escapeHtml(form.appName)}</strong> to your Mandala account. You choose what it may do on the next page.</p>`;
  return page(
    'Sign in to Mandala',
    `${asking}${notice(form.message)}${notice(form.info, 'info')}
<form method="post" action="/account/sign-in${form.next === undefined ? '' : `?next=${encodeURIComponent(form.next)}${form.appName === undefined ? '' : `&app=${encodeURIComponent(form.appName)}`}`}">
${hidden('_csrf', form.csrfToken)}
${emailField(form.email)}
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required maxlength="200">
<button type="submit">Sign in</button>
</form>
<p><a href="/account/sign-up${form.next === undefined ? '' : `?next=${encodeURIComponent(form.next)}`}">Create an account</a> · <a href="/account/reset-password">Forgot your password?</a></p>`,
  );
}

export function resetRequestPage(form: FormPage): string {
  return page(
    'Reset your password',
    `${notice(form.message)}${notice(form.info, 'info')}
<form method="post" action="/account/reset-password">
${hidden('_csrf', form.csrfToken)}
${emailField(form.email)}
<button type="submit">Email me a link</button>
</form>
<p><a href="/account/sign-in">Back to sign in</a></p>`,
  );
}

export function resetConfirmPage(form: FormPage & { readonly token: string }): string {
  return page(
    'Choose a new password',
    `${notice(form.message)}
<form method="post" action="/account/reset-password/confirm">
${hidden('_csrf', form.csrfToken)}
${hidden('token', form.token)}
<label for="password">New password</label><input id="password" name="password" type="password" autocomplete="new-password" required minlength="10" maxlength="200">
<button type="submit">Set password</button>
</form>`,
  );
}

/** The page an email-change link opens: one button, so a mail scanner that follows links changes nothing. */
export function confirmEmailChangePage(form: FormPage & { readonly token: string }): string {
  return page(
    'Confirm your new email',
    `${notice(form.message)}
<p>Press the button to make this address the sign-in email of your Mandala account.</p>
<form method="post" action="/account/confirm-email">
${hidden('_csrf', form.csrfToken)}
${hidden('token', form.token)}
<button type="submit">Use this email</button>
</form>`,
  );
}

export function messagePage(title: string, message: string, link: { readonly href: string; readonly label: string }): string {
  return page(title, `${notice(message, 'info')}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`);
}

/** What the account forms add to the site's stylesheet (`/site.css`, which has the colours, header, cards and fields). */
export const accountStyles = `
.account-card h1 { font-size: 1.4rem; margin-top: 0; }
.account-card label { margin-top: .5rem; }
.account-card input { width: 100%; }
.account-card button { background: var(--accent); color: var(--accent-text); }
.account-card .hint { margin: 0; }
.notice { padding: .6rem .8rem; border-radius: .4rem; border: 1px solid var(--border); }
.notice.error { background: var(--problem-background); border-color: var(--problem-border); }
.notice.info { background: var(--notice-background); }
`;
