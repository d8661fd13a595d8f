/** Where services read the time, so tests drive it instead of sleeping. */
export type Clock = () => Date;

export const CLOCK = Symbol.for('vitalsync.auth.clock');

export const systemClock: Clock = () => new Date();
