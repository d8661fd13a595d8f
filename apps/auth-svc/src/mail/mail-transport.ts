import { createTransport, type Transporter } from 'nodemailer';

/** One e-mail as it leaves: plain text only (no HTML to keep in step, nothing remote to load). */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; rejects when the server is away or refuses it, so the queue tries again later. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The MailTransport of this process, or null when SMTP_URL is unset (nothing is queued or sent). */
export const MAIL_TRANSPORT = Symbol.for('vitalsync.mail.transport');

const SMTPS_PORT = 465;
const SUBMISSION_PORT = 587;

/**
 * nodemailer over SMTP_URL: `smtps://` is TLS from the start, `smtp://` upgrades with STARTTLS when the server
 * offers it. A small pool keeps connections between e-mails; short timeouts make a server that hangs count as away.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    const url = new URL(smtpUrl);
    const secure = url.protocol === 'smtps:';
    this.transporter = createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : secure ? SMTPS_PORT : SUBMISSION_PORT,
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(mail);
  }

  close(): void {
    this.transporter.close();
  }
}

/** What a failure is, for the queue and the log: an SMTP reply code or a network error's code, never an address. */
export const failureKindOf = (error: unknown): string => {
  if (typeof error !== 'object' || error === null) return 'unknown error';
  const { responseCode, code, name } = error as { responseCode?: unknown; code?: unknown; name?: unknown };
  if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
  if (typeof code === 'string') return code;
  return typeof name === 'string' ? name : 'unknown error';
};
