import { RETRYABLE_ROUTES } from './generated/retryable-routes';

function routePattern(route: string): { readonly method: string; readonly path: RegExp } {
  const [method = '', template = ''] = route.split(' ');
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+');
  return { method, path: new RegExp(`^${escaped}$`) };
}

const patterns = RETRYABLE_ROUTES.map(routePattern);

/**
 * True when `request` calls an operation that costs 1 unit and takes an `Idempotency-Key` (the generated
 * {@link RETRYABLE_ROUTES}); its path is read below `baseUrl`'s own path, so a service mounted under a prefix matches.
 */
export function isRetryableRequest(request: Request, baseUrl: string): boolean {
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const pathname = new URL(request.url).pathname;
  if (basePath !== '' && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return false;
  const path = pathname.slice(basePath.length) || '/';
  return patterns.some((pattern) => pattern.method === request.method && pattern.path.test(path));
}
