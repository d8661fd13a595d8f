/**
 * Why a Socket.IO handshake was refused, as the client reads it from the `connect_error` error's `data`
 * (Socket.IO carries a namespace middleware error's `data` to the client beside its message).
 */
export const SOCKET_REFUSAL_REASONS = {
  /** No session, or an expired, forged or revoked one: final, the caller has to sign in again. */
  unauthenticated: 'unauthenticated',
  /** Something the gateway needs to check the session (auth-svc, the bus) is down: temporary, try again. */
  unavailable: 'unavailable',
  /** The namespace takes WebSocket connections only and this one was not: final. */
  transport: 'transport',
  /** The namespace admits nobody (the root namespace): final. */
  forbidden: 'forbidden',
  /** The page that opened the socket is on another site (its Origin is not this site's): final. */
  origin: 'origin',
} as const;

export type SocketRefusalReason = (typeof SOCKET_REFUSAL_REASONS)[keyof typeof SOCKET_REFUSAL_REASONS];

/**
 * The machine-readable part of a handshake refusal. `temporary: true` (a dependency outage, 503-class) means the
 * client should connect again by itself, with backoff, no sooner than `retryAfterMs` when given; `temporary: false`
 * means trying again will not help until something changes on the client's side (signing in again).
 */
export interface SocketRefusal {
  reason: SocketRefusalReason;
  temporary: boolean;
  retryAfterMs?: number;
}

/** The refusal of a dependency outage. */
export const TEMPORARY_SOCKET_REFUSAL: SocketRefusal = {
  reason: SOCKET_REFUSAL_REASONS.unavailable,
  temporary: true,
};

/** A final refusal for the reason. */
export const finalSocketRefusal = (reason: Exclude<SocketRefusalReason, 'unavailable'>): SocketRefusal => ({
  reason,
  temporary: false,
});

const REASONS = new Set<string>(Object.values(SOCKET_REFUSAL_REASONS));

/**
 * The refusal a `connect_error` carries, or undefined when it carries none (a transport failure, a server that
 * predates this shape): such an error is no refusal the client can act on.
 */
export const socketRefusalOf = (error: unknown): SocketRefusal | undefined => {
  const data: unknown =
    typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  if (typeof data !== 'object' || data === null) return undefined;
  const { reason, temporary, retryAfterMs } = data as Record<string, unknown>;
  if (typeof reason !== 'string' || !REASONS.has(reason) || typeof temporary !== 'boolean') return undefined;
  const refusal: SocketRefusal = { reason: reason as SocketRefusalReason, temporary };
  if (typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs >= 0) {
    refusal.retryAfterMs = retryAfterMs;
  }
  return refusal;
};
