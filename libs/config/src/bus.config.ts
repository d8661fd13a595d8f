import { EnvVariable } from './env-variable';
import { PositiveWholeNumber, UrlListOf, wholeNumberOf } from './env-rules';

/** JetStream keeps events at least a week: a consumer away that long still finds every event it missed. */
export const EVENTS_MIN_MAX_AGE_DAYS = 7;

/** How an app reaches the others: NATS when NATS_URL is set, else the in-process bus of the embedded mode. */
export class BusConfig {
  /** The servers of the NATS cluster; a URL may carry credentials, so its value is never quoted back. */
  @UrlListOf(['nats', 'tls'], { secret: true })
  readonly NATS_URL?: string[];

  /** How long a request waits for its reply before it fails with 504. */
  @PositiveWholeNumber()
  readonly BUS_TIMEOUT_MS: number = 5000;

  /** How long the event stream (and the embedded outbox) keeps an event, in days. */
  @EnvVariable({
    expected: `must be a whole number of days from ${EVENTS_MIN_MAX_AGE_DAYS} to 365`,
    parse: (raw) => wholeNumberOf(raw, EVENTS_MIN_MAX_AGE_DAYS, 365),
  })
  readonly EVENTS_MAX_AGE_DAYS: number = EVENTS_MIN_MAX_AGE_DAYS;

  /** Replicas of the event stream in the NATS cluster (3 in the Kubernetes manifests). */
  @EnvVariable({
    expected: 'must be 1, 3 or 5',
    parse: (raw) => (['1', '3', '5'].includes(raw) ? Number(raw) : undefined),
  })
  readonly EVENTS_STREAM_REPLICAS: number = 1;

  /** Deliveries of an event a consumer keeps failing before it goes to the dead letters. */
  @EnvVariable({
    expected: 'must be a whole number from 1 to 100',
    parse: (raw) => wholeNumberOf(raw, 1, 100),
  })
  readonly EVENTS_MAX_DELIVERIES: number = 12;

  /** Wait before the second delivery of a failed event; doubles with each further one, up to a minute. */
  @PositiveWholeNumber()
  readonly EVENTS_RETRY_BASE_MS: number = 500;
}
