import { PositiveWholeNumber, UrlListOf } from './env-rules';

/** How an app reaches the others: NATS when NATS_URL is set, else the in-process bus of the embedded mode. */
export class BusConfig {
  /** The servers of the NATS cluster; a URL may carry credentials, so its value is never quoted back. */
  @UrlListOf(['nats', 'tls'], { secret: true })
  readonly NATS_URL?: string[];

  /** How long a request waits for its reply before it fails with 504. */
  @PositiveWholeNumber()
  readonly BUS_TIMEOUT_MS: number = 5000;
}
