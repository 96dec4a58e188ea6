// A cookie-keeping client for the account pages: what a browser does with the session cookie and the forms' _csrf.
import { expect } from 'vitest';

export interface PageAnswer {
  readonly status: number;
  readonly location: string | null;
  readonly setCookie: string | null;
  readonly text: string;
  readonly headers: Headers;
}

export class AccountClient {
  /** The `mandala_session` cookie value, as the browser would hold it. */
  session: string | undefined;

  constructor(private readonly baseUrl: string) {}

  private remember(response: Response): void {
    const setCookie = response.headers.get('set-cookie');
    const match = setCookie === null ? null : /mandala_session=([^;]*)/u.exec(setCookie);
    if (match !== null) this.session = match[1] === '' ? undefined : match[1];
  }

  private cookieHeader(): Record<string, string> {
    return this.session === undefined ? {} : { cookie: `mandala_session=${this.session}` };
  }

  async get(path: string): Promise<PageAnswer> {
    const response = await fetch(this.baseUrl + path, { headers: this.cookieHeader(), redirect: 'manual' });
    this.remember(response);
    return { status: response.status, location: response.headers.get('location'), setCookie: response.headers.get('set-cookie'), text: await response.text(), headers: response.headers };
  }

  /** The `_csrf` value of the form on a page. */
  static csrfOf(html: string): string {
    const match = /name="_csrf" value="([^"]+)"/u.exec(html);
    expect(match, 'the page has a _csrf field').not.toBeNull();
    return match?.[1] ?? '';
  }

  async postForm(path: string, fields: Record<string, string>): Promise<PageAnswer> {
    const response = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...this.cookieHeader() },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    this.remember(response);
    return { status: response.status, location: response.headers.get('location'), setCookie: response.headers.get('set-cookie'), text: await response.text(), headers: response.headers };
  }

  /** Opens a form page and submits it with its own `_csrf`. */
  async submit(pagePath: string, postPath: string, fields: Record<string, string>): Promise<PageAnswer> {
    const page = await this.get(pagePath);
    return this.postForm(postPath, { ...fields, _csrf: AccountClient.csrfOf(page.text) });
  }

  async signUp(email: string, password: string): Promise<PageAnswer> {
    return this.submit('/account/sign-up', '/account/sign-up', { email, password });
  }

  async api(method: string, path: string, options: { body?: unknown; csrf?: string | undefined } = {}): Promise<{ status: number; body: unknown; headers: Headers }> {
    const response = await this.send(method, path, options);
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown), headers: response.headers };
  }

  /** An `/account/api/` call whose answer is read by the caller (a file rather than JSON). */
  async send(method: string, path: string, options: { body?: unknown; csrf?: string | undefined } = {}): Promise<Response> {
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: {
        ...this.cookieHeader(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.csrf === undefined ? {} : { 'x-csrf-token': options.csrf }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    });
    this.remember(response);
    return response;
  }

  async csrfToken(): Promise<string> {
    const answer = await this.api('GET', '/account/api/session');
    return (answer.body as { csrfToken: string }).csrfToken;
  }
}
