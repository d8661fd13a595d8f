import { POSTGRES_URL_SCHEMES, PositiveWholeNumber, ServiceConfig, UrlOf } from '@vitalsync/config';

/**
 * Settings of auth-svc: those every service reads, its own database, its login limits and the session lifetime.
 * A limit that is not a positive whole number stops the service: a typo must not lift a limit.
 */
export class AuthSvcConfig extends ServiceConfig {
  /** auth-svc's own PostgreSQL, before DATABASE_URL; it carries a password, so it is never quoted back. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly AUTH_DATABASE_URL?: string;

  /** Failed logins of one role+email within the window that lock it. */
  @PositiveWholeNumber()
  readonly LOGIN_MAX_FAILURES_PER_EMAIL: number = 5;

  /** Failed logins from one address within the window that lock it. */
  @PositiveWholeNumber()
  readonly LOGIN_MAX_FAILURES_PER_IP: number = 100;

  /** Length of the window in which failed logins are counted. */
  @PositiveWholeNumber()
  readonly LOGIN_WINDOW_MINUTES: number = 15;

  /** How long a locked email or address stays locked. */
  @PositiveWholeNumber()
  readonly LOGIN_LOCK_MINUTES: number = 15;

  /** Lifetime of a session from login. */
  @PositiveWholeNumber()
  readonly SESSION_TTL_HOURS: number = 12;
}
