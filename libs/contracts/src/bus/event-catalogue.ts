import { ACCESS_AUDIT_EVENTS } from '../access-history/access-history.subjects';
import { ACCOUNT_EVENTS } from '../accounts/account.subjects';
import { AI_EVENTS } from '../ai/ai.subjects';
import { APPOINTMENT_EVENTS } from '../appointments/appointment.subjects';
import { CALL_EVENTS, GATEWAY_EVENTS } from '../calls/call.subjects';
import { CHAT_EVENTS } from '../chat/chat.subjects';
import { REPORT_EVENTS } from '../reports/report.events';
import { type ServiceName } from '../services';
import { type BusEvents } from './bus-map';

/**
 * How an event travels.
 * - `durable`: written to the producer's outbox in the transaction of the change it announces, relayed to the
 *   JetStream stream (or the embedded dispatcher) and handed to each consuming service's durable consumer until
 *   that consumer acknowledges it: at least once, with idempotent handlers, so exactly once in effect.
 * - `live`: a push that only matters now (a chat relay to sockets, a call signal, a heartbeat); best effort,
 *   and what it shows can be read from stored state.
 * Every durable event also reaches the gateways' live listeners when it is relayed.
 */
export type EventDelivery = 'durable' | 'live';

export interface EventSpec {
  producer: ServiceName | 'gateway';
  delivery: EventDelivery;
  /** Services that consume it durably (one durable consumer each, shared by its replicas). */
  consumers: readonly ServiceName[];
  /** Whether every gateway replica listens to it to push to the sockets it holds. */
  pushedBy: 'gateways' | 'nobody';
}

/** Every event subject of the system: who produces it, who consumes it, and how it travels. */
export const EVENT_CATALOGUE = {
  [ACCOUNT_EVENTS.profileUpdated]: {
    producer: 'auth',
    delivery: 'durable',
    consumers: ['ai', 'appointment'],
    pushedBy: 'nobody',
  },
  [ACCOUNT_EVENTS.sessionRevoked]: {
    producer: 'auth',
    delivery: 'durable',
    consumers: [],
    pushedBy: 'gateways',
  },
  [AI_EVENTS.insightsGenerated]: {
    producer: 'ai',
    delivery: 'durable',
    consumers: ['auth'],
    pushedBy: 'nobody',
  },
  [AI_EVENTS.emergencyBegan]: { producer: 'ai', delivery: 'durable', consumers: ['ai'], pushedBy: 'nobody' },
  [AI_EVENTS.emergency]: { producer: 'ai', delivery: 'durable', consumers: ['auth'], pushedBy: 'gateways' },
  [APPOINTMENT_EVENTS.booked]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: ['chat', 'auth'],
    pushedBy: 'gateways',
  },
  [APPOINTMENT_EVENTS.started]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: [],
    pushedBy: 'gateways',
  },
  [APPOINTMENT_EVENTS.completed]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: [],
    pushedBy: 'gateways',
  },
  [APPOINTMENT_EVENTS.cancelled]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: ['chat', 'signaling', 'auth'],
    pushedBy: 'gateways',
  },
  // Stored with the report for the record's history (who wrote a report for whom, when); nobody consumes it yet.
  [REPORT_EVENTS.added]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: [],
    pushedBy: 'nobody',
  },
  [ACCESS_AUDIT_EVENTS.recorded]: {
    producer: 'appointment',
    delivery: 'durable',
    consumers: ['auth'],
    pushedBy: 'nobody',
  },
  [CHAT_EVENTS.relay]: { producer: 'chat', delivery: 'live', consumers: [], pushedBy: 'gateways' },
  [CALL_EVENTS.deliver]: { producer: 'signaling', delivery: 'live', consumers: [], pushedBy: 'gateways' },
  [GATEWAY_EVENTS.alive]: {
    producer: 'gateway',
    delivery: 'live',
    consumers: ['signaling'],
    pushedBy: 'nobody',
  },
} as const satisfies { [S in keyof BusEvents]: EventSpec };

type Catalogue = typeof EVENT_CATALOGUE;

/** Subjects that only ever leave a service through its outbox. */
export type DurableEventSubject = {
  [S in keyof Catalogue]: Catalogue[S]['delivery'] extends 'durable' ? S : never;
}[keyof Catalogue];

/** Subjects published directly, best effort. */
export type LiveEventSubject = Exclude<keyof BusEvents, DurableEventSubject>;

export const DURABLE_EVENT_SUBJECTS: readonly DurableEventSubject[] = (
  Object.keys(EVENT_CATALOGUE) as Array<keyof Catalogue>
).filter((subject): subject is DurableEventSubject => EVENT_CATALOGUE[subject].delivery === 'durable');

export const isDurableEventSubject = (subject: string): subject is DurableEventSubject =>
  (DURABLE_EVENT_SUBJECTS as readonly string[]).includes(subject);

/** The service whose outbox carries a durable subject. */
export const producerOf = (subject: DurableEventSubject): ServiceName => EVENT_CATALOGUE[subject].producer;

/** Header carrying an event's id (its outbox row's): consumers and gateways drop a second delivery by it. */
export const EVENT_ID_HEADER = 'vs-event-id';
