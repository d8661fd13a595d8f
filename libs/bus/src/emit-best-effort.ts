import { type LoggerService } from '@nestjs/common';
import { type BusEvents, type LiveEventSubject } from '@vitalsync/contracts';

import { type BusClient } from './bus-client';

export interface BestEffortOptions {
  /** Warned, in the caller's context, when the event could not be published. */
  logger: Pick<LoggerService, 'warn'>;
  /** What the event is about, for that warning: an id, never data (logs carry no health data nor names). */
  about: string;
}

/**
 * Emits an event whose loss the caller accepts: what it announces is stored already and consumers catch up with
 * a later change, so a bus that is down costs a warning rather than the caller's request.
 */
export const emitBestEffort = async <S extends LiveEventSubject>(
  bus: BusClient,
  subject: S,
  payload: BusEvents[S],
  { logger, about }: BestEffortOptions,
): Promise<void> => {
  try {
    await bus.emit(subject, payload);
  } catch {
    logger.warn(`${subject} for ${about} could not be published`);
  }
};
