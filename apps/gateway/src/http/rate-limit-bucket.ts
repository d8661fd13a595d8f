/** Which per-address budget a request spends: sign-in routes, the rest of the API, or none (web app files). */
export type RateLimitBucket = 'auth' | 'api' | 'exempt';

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

const decodeFully = (path: string): string => {
  let current = path;
  // Twice-encoded text (%2561) decodes once per pass; a few passes reach anything a router would see.
  for (let pass = 0; pass < 3; pass += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return current;
};

/**
 * The path a request target names, read the way a router could read it: an absolute-form target
 * (`POST http://host/api/...`) loses its scheme and host, the query goes, percent-encoding is undone (`%2F`
 * included) and repeated slashes collapse. Used only for requests no route matched, so that a target the router
 * cannot place still lands in the bucket its text aims at.
 */
export const normaliseRequestPath = (target: string): string => {
  const withoutOrigin = target.replace(ABSOLUTE_FORM, '');
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? '';
  const decoded = decodeFully(path)
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return decoded.startsWith('/') ? decoded : `/${decoded}`;
};

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The bucket of a request, from the route the router matched (`routeUrl`, e.g. `/api/authenticate/login`), or,
 * when none matched, from the normalised target. Deciding on the raw URL text let `http://host/api/...` and
 * `/api/%61uthenticate/...` skip the sign-in budget.
 */
export const rateLimitBucketOf = (routeUrl: string | undefined, target: string): RateLimitBucket => {
  const path = (routeUrl ?? normaliseRequestPath(target)).toLowerCase();
  if (isUnder(path, '/api/authenticate')) return 'auth';
  // Only the health route itself is exempt: an unroutable `/api/health/...` is as costly as any other 404.
  if (routeUrl !== undefined && isUnder(path, '/api/health')) return 'exempt';
  // Anything the router could take for the API (`/api`, `/API/...`) counts as API; the web app's files do not.
  if (isUnder(path, '/api')) return 'api';
  return 'exempt';
};
