/** Delay before delivery number `delivery + 1` of an event that failed `delivery` times: doubling, capped. */
export const retryDelayMs = (delivery: number, baseMs: number, capMs = 60_000): number =>
  Math.min(capMs, baseMs * 2 ** Math.max(0, delivery - 1));
