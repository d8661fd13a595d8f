import { EnvVariable } from './env-variable';
import { PositiveWholeNumber, UrlOf } from './env-rules';

/** `Name <address>` or a bare address: nodemailer takes either as the sender. */
const MAIL_ADDRESS = /^(?:[^<>@\s][^<>@]*\s<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

/**
 * E-mail (auth-svc): with SMTP_URL set, appointment and emergency e-mails are queued and sent; unset, nothing is
 * queued or sent and nothing fails.
 */
export class MailConfig {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`; it may carry a password. */
  @UrlOf(['smtp', 'smtps'], { secret: true })
  readonly SMTP_URL?: string;

  /** The sender of every e-mail; required with SMTP_URL so mail never leaves under a made-up address. */
  @EnvVariable({
    expected: 'must be an e-mail address, optionally as "Name <address>"',
    parse: (raw) => (MAIL_ADDRESS.test(raw) ? raw : undefined),
    requiredWith: 'SMTP_URL',
  })
  readonly MAIL_FROM?: string;

  /** Wait before the second attempt at an e-mail the SMTP server refused or could not take; doubles each time. */
  @PositiveWholeNumber()
  readonly MAIL_RETRY_BASE_MS: number = 5_000;

  /** The longest wait between two attempts. */
  @PositiveWholeNumber()
  readonly MAIL_RETRY_MAX_MS: number = 15 * 60_000;
}
