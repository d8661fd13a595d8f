import {
  ConfigPart,
  MailConfig,
  POSTGRES_URL_SCHEMES,
  PositiveWholeNumber,
  ServiceConfig,
  UrlOf,
} from '@vitalsync/config';
import { ValidateBy } from 'class-validator';

/** Unset, the failures of an email across addresses that lock it are this many times those from one address. */
export const ACROSS_ADDRESSES_FACTOR = 10;

/**
 * A number setting that must exceed another (when both are numbers: an unreadable one is reported by its own
 * rule).
 */
const GreaterThan = (other: 'LOGIN_MAX_FAILURES_PER_EMAIL'): PropertyDecorator =>
  ValidateBy({
    name: 'greaterThan',
    validator: {
      validate: (value, args) => {
        const bound = (args?.object as Record<string, unknown> | undefined)?.[other];
        return typeof value !== 'number' || typeof bound !== 'number' || value > bound;
      },
      defaultMessage: (args) =>
        `${args?.property} must be greater than ${other} (${String((args?.object as Record<string, unknown> | undefined)?.[other])}), got "${String(args?.value)}"`,
    },
  }) as PropertyDecorator;

/**
 * Settings of auth-svc: those every service reads, its own database, its login limits and the session lifetime.
 * A limit that is not a positive whole number stops the service: a typo must not lift a limit.
 */
export class AuthSvcConfig extends ServiceConfig {
  /** auth-svc's own PostgreSQL, before DATABASE_URL; it carries a password, so it is never quoted back. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly AUTH_DATABASE_URL?: string;

  /** Failed logins of one role+email from one address within the window that lock it for that address. */
  @PositiveWholeNumber()
  readonly LOGIN_MAX_FAILURES_PER_EMAIL: number = 5;

  /**
   * Failed logins of one role+email from all addresses together within the window that lock it for everyone, with
   * growing locks after that (see LoginLimiter). Above the per-address number, or one address could lock the owner
   * out again.
   */
  @PositiveWholeNumber()
  @GreaterThan('LOGIN_MAX_FAILURES_PER_EMAIL')
  readonly LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES?: number;

  /** Failed logins from one address within the window that lock it. */
  @PositiveWholeNumber()
  readonly LOGIN_MAX_FAILURES_PER_IP: number = 100;

  /** Length of the window in which failed logins are counted. */
  @PositiveWholeNumber()
  readonly LOGIN_WINDOW_MINUTES: number = 15;

  /** How long a locked email or address stays locked. */
  @PositiveWholeNumber()
  readonly LOGIN_LOCK_MINUTES: number = 15;

  /** LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES, or when unset a multiple of the per-address number. */
  get loginMaxFailuresAcrossAddresses(): number {
    return (
      this.LOGIN_MAX_FAILURES_PER_EMAIL_ACROSS_ADDRESSES ??
      ACROSS_ADDRESSES_FACTOR * this.LOGIN_MAX_FAILURES_PER_EMAIL
    );
  }

  /** E-mail: the SMTP server, the sender and the retry pace (MailConfig). */
  @ConfigPart(MailConfig)
  readonly mail!: MailConfig;

  /** Lifetime of a session from login. */
  @PositiveWholeNumber()
  readonly SESSION_TTL_HOURS: number = 12;
}
