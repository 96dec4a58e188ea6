import { missingKeyProblem, networkProblem, problemFromAnswer } from './api-problem';
import type { ApiProblem } from './api-problem';

/** The outcome of a call: its value, or the problem to show. */
export type ApiResult<Value> = { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly problem: ApiProblem };

async function send(pathAndQuery: string, key: string, accept: string, signal?: AbortSignal): Promise<Response | ApiProblem> {
  if (key === '') return missingKeyProblem;
  try {
    // The key travels only in this header, never in the URL. `no-cache`: a cached answer (the picture is
    // cacheable) is revalidated, so every call is answered and checked by the service, with the key given now.
    return await fetch(pathAndQuery, {
      headers: { Authorization: `Bearer ${key}`, Accept: accept },
      cache: 'no-cache',
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted === true) throw error;
    return networkProblem;
  }
}

async function failureOf(response: Response): Promise<ApiProblem> {
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  const body: unknown = isJson ? await response.json().catch(() => undefined) : await response.text().catch(() => '');
  return problemFromAnswer(response.status, body, response.headers.get('RateLimit-Reset'));
}

/** GET a JSON route of this service with the key. Rejects only when `signal` aborts the call. */
export async function getJson(pathAndQuery: string, key: string, signal?: AbortSignal): Promise<ApiResult<unknown>> {
  const response = await send(pathAndQuery, key, 'application/json', signal);
  if (!(response instanceof Response)) return { ok: false, problem: response };
  if (!response.ok) return { ok: false, problem: await failureOf(response) };
  try {
    return { ok: true, value: (await response.json()) as unknown };
  } catch {
    return { ok: false, problem: { status: response.status, code: 'unreadable_answer', message: 'The answer is not JSON.', issues: [] } };
  }
}

/** GET the SVG picture with the key: its text, or the problem. */
export async function getSvg(pathAndQuery: string, key: string): Promise<ApiResult<string>> {
  const response = await send(pathAndQuery, key, 'image/svg+xml');
  if (!(response instanceof Response)) return { ok: false, problem: response };
  if (!response.ok) return { ok: false, problem: await failureOf(response) };
  if (!(response.headers.get('content-type') ?? '').startsWith('image/svg+xml')) {
    return { ok: false, problem: { status: response.status, code: 'unreadable_answer', message: 'The answer is not an SVG picture.', issues: [] } };
  }
  return { ok: true, value: await response.text() };
}

/** GET a file (the PDF report) with the key: its bytes and the name the service gives it, or the problem. */
export async function getFile(pathAndQuery: string, key: string, accept: string): Promise<ApiResult<{ file: Blob; fileName: string }>> {
  const response = await send(pathAndQuery, key, accept);
  if (!(response instanceof Response)) return { ok: false, problem: response };
  if (!response.ok) return { ok: false, problem: await failureOf(response) };
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'human-design-report.pdf';
  return { ok: true, value: { file: await response.blob(), fileName } };
}
