/**
 * The only place that reads build-time environment. `VITE_API_BASE` defaults to `/api` on the page's own origin;
 * it is resolved to an absolute address because RTK Query's `Request` refuses relative URLs outside a browser.
 */
const configuredApiBase: string | undefined = import.meta.env.VITE_API_BASE;

export const API_BASE = new URL(configuredApiBase || '/api', window.location.origin).href.replace(/\/+$/, '');

/** Shown when an account has no picture or its picture fails to load (a file in `public/`). */
export const DEFAULT_AVATAR_URL = '/default-avatar.svg';
