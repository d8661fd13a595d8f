/** DI token of the secret that signs session cookies. */
export const SESSION_SECRET = 'SESSION_SECRET';

/** Passport's name for the session-cookie strategy. */
export const SESSION_STRATEGY = 'session-cookie';
