import { type Provider } from '@nestjs/common';

/** Where services read the time, so tests drive it instead of sleeping. */
export type Clock = () => Date;

export const CLOCK = Symbol.for('vitalsync.clock');

export const systemClock: Clock = () => new Date();

/** The real clock; a test overrides CLOCK with its own. */
export const clockProvider: Provider = { provide: CLOCK, useValue: systemClock };
