import { type LoggerService } from '@nestjs/common';
import { processMetrics } from '@vitalsync/backend';
import { isRpcErrorPayload } from '@vitalsync/contracts';

import { retryDelayMs } from './backoff';
import { type DeliveredEvent, type DurableHandler, failureOf, isPermanentFailure } from './outbox-event';

/** What became of one delivery. */
export type DeliveryOutcome =
  { kind: 'acked' } | { kind: 'retry'; delayMs: number } | { kind: 'dead-lettered' };

export interface DurableConsumerSettings {
  maxDeliveries: number;
  retryBaseMs: number;
}

/** Keeps an event a consumer gave up on; rejects when it could not (then the event is retried instead). */
export type DeadLetterStore = (consumer: string, event: DeliveredEvent, error: unknown) => Promise<void>;

/**
 * One service's durable consumer of one subject, whatever carries the events: runs the handler on a delivery and
 * says what to do with the event. A failure is retried later with a growing delay; an event refused for its
 * payload, or still failing at the last allowed delivery, is stored as a dead letter with an error line and a
 * metric, and acknowledged, so the events after it flow. Nothing is dropped silently.
 */
export class DurableConsumer {
  constructor(
    readonly name: string,
    private readonly handler: DurableHandler,
    private readonly deadLetters: DeadLetterStore,
    private readonly settings: DurableConsumerSettings,
    private readonly logger: Pick<LoggerService, 'warn' | 'error'>,
  ) {}

  async deliver(event: DeliveredEvent): Promise<DeliveryOutcome> {
    const metrics = processMetrics();
    if (event.delivery > 1) metrics.eventRedeliveries.inc({ consumer: this.name });
    try {
      await this.handler(event);
      metrics.eventDeliveries.inc({ consumer: this.name, outcome: 'acked' });
      return { kind: 'acked' };
    } catch (error) {
      if (!isPermanentFailure(error) && event.delivery < this.settings.maxDeliveries) {
        const delayMs = retryDelayMs(event.delivery, this.settings.retryBaseMs);
        this.logger.warn(
          `${this.name} failed event ${event.eventId} (delivery ${event.delivery}, ${reasonOf(error)}); retrying in ${delayMs} ms`,
        );
        metrics.eventDeliveries.inc({ consumer: this.name, outcome: 'retried' });
        return { kind: 'retry', delayMs };
      }
      return this.giveUp(event, error);
    }
  }

  private async giveUp(event: DeliveredEvent, error: unknown): Promise<DeliveryOutcome> {
    try {
      await this.deadLetters(this.name, event, error);
    } catch {
      // Not stored, so not given up: the event stays with the consumer and comes again.
      this.logger.warn(`${this.name} could not store event ${event.eventId} as a dead letter; retrying`);
      return { kind: 'retry', delayMs: retryDelayMs(event.delivery, this.settings.retryBaseMs) };
    }
    this.logger.error(
      `${this.name} gave up on event ${event.eventId} (${event.subject}) after ${event.delivery} deliveries (${reasonOf(error)}); stored as a dead letter`,
    );
    const metrics = processMetrics();
    metrics.deadLetters.inc({ consumer: this.name });
    metrics.eventDeliveries.inc({ consumer: this.name, outcome: 'dead-lettered' });
    return { kind: 'dead-lettered' };
  }
}

/**
 * A failure's kind for a log line: an RPC error's code or an error's name and code, never its message, which may
 * quote the payload (health data).
 */
export const reasonOf = (raised: unknown): string => {
  const error = failureOf(raised);
  if (typeof error === 'object' && error !== null) {
    if (isRpcErrorPayload(error)) return `code ${error.code}`;
    const { code, name } = error as { code?: unknown; name?: unknown };
    if (typeof code === 'string') return `${typeof name === 'string' ? name : 'error'} ${code}`;
    if (typeof name === 'string') return name;
  }
  return 'unknown error';
};
