/** A browser navigation to a client route: GET, outside /api, and not a file (a missing asset stays a 404). */
export const isSpaRoute = (method: string, url: string): boolean => {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const path = url.split('?')[0] ?? '';
  if (path === '/api' || path.startsWith('/api/')) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !lastSegment.includes('.');
};
