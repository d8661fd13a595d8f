/**
 * The only place that reads build-time environment. `VITE_API_BASE` defaults to `/api` on the page's own origin;
 * it is resolved to an absolute address because RTK Query's `Request` refuses relative URLs outside a browser.
 */
const configuredApiBase: string | undefined = import.meta.env.VITE_API_BASE;

export const API_BASE = new URL(configuredApiBase || '/api', window.location.origin).href.replace(/\/+$/, '');

const DEFAULT_AVATAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Default profile picture"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3f8f4"/><stop offset="1" stop-color="#c4eee6"/></linearGradient></defs><rect width="128" height="128" fill="url(#bg)"/><circle cx="64" cy="50" r="22" fill="#1ea99b"/><path d="M18 128c2-27 21-44 46-44s44 17 46 44z" fill="#1ea99b"/><path d="M55 101h18M64 92v18" stroke="#effcfa" stroke-width="5" stroke-linecap="round"/></svg>';

/**
 * Shown when an account has no picture or its picture fails to load. Inline (a data: address, which the CSP
 * allows for images): it is often a page's largest image, and a request for it held back the page's largest
 * contentful paint on a phone.
 */
export const DEFAULT_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(DEFAULT_AVATAR_SVG)}`;
