import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type MailConfig } from '@vitalsync/config';

import { AuthSvcConfig } from '../config/auth-svc.config';
import { composeMail } from './mail-composer';
import { MailQueueRepository } from './mail-queue.repository';
import { type MailAddressee, MailSettingsRepository } from './mail-settings.repository';
import { failureKindOf, MAIL_TRANSPORT, type MailTransport } from './mail-transport';
import { type MailRow } from './mail.schema';

/** E-mails taken per round. */
const BATCH = 20;
/** E-mails of a round in flight at once: the SMTP pool's connections (SmtpMailTransport). */
const PARALLEL = 2;
/** How long a taken e-mail is this replica's before another may take it (a sender that died mid-way). */
const LEASE_MS = 2 * 60_000;
/** The longest sleep between two looks at the queue (another replica's rows, a clock that jumped). */
const POLL_MS = 10_000;
/** An emergency e-mail older than this is not worth sending any more. */
const EMERGENCY_STALE_MS = 24 * 60 * 60_000;

/** Wait before attempt `attempt + 1` of an e-mail that failed `attempt` times: doubling, capped. */
export const mailRetryDelayMs = (attempt: number, baseMs: number, capMs: number): number =>
  Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));

/** Whether an e-mail no longer makes sense: its appointment began, or the emergency is a day old. */
export const isStale = (row: Pick<MailRow, 'kind' | 'facts' | 'dueAt'>, now: Date): boolean => {
  if (row.kind === 'emergency') return now.getTime() - row.dueAt.getTime() > EMERGENCY_STALE_MS;
  const start = row.facts.dateTime ? Date.parse(row.facts.dateTime) : Number.NaN;
  return !Number.isFinite(start) || start <= now.getTime();
};

/**
 * Sends the mail queue: wakes when rows are queued and when the soonest one falls due (on the injected clock),
 * sends each with the recipient's address, name, zone and switches as they are then, and marks it sent; a failure
 * is retried with a doubling wait and a warn line naming only the row. Nothing here blocks the request that
 * caused an e-mail: that request only wrote a row.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(MailSender.name);
  private readonly mail: MailConfig;
  private running = false;
  /** Set at shutdown: no further e-mail is taken; those taken and not sent wait for their lease to end. */
  private stopping = false;
  /** Settles at shutdown, so a send stuck on a mail server that hangs is given up at once, not at its timeout. */
  private readonly stopped: Promise<'stopped'>;
  private stop: () => void = () => undefined;
  private timer: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly queue: MailQueueRepository,
    private readonly addressees: MailSettingsRepository,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport | null,
    @Inject(CLOCK) private readonly clock: Clock,
    config: AuthSvcConfig,
  ) {
    this.mail = config.mail;
    this.stopped = new Promise((resolve) => (this.stop = () => resolve('stopped')));
  }

  /** Whether this process sends e-mail at all (SMTP_URL set). */
  get enabled(): boolean {
    return this.transport !== null;
  }

  onApplicationBootstrap(): void {
    if (!this.transport) return;
    this.running = true;
    this.loop = this.run();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    this.running = false;
    this.stop();
    this.wake();
    await this.loop;
    this.transport?.close();
  }

  /** New rows were queued: look now rather than at the next poll. */
  wake(): void {
    const wake = this.wakeUp;
    this.wakeUp = undefined;
    clearTimeout(this.timer);
    wake?.();
  }

  /** Sends every e-mail due at the clock's now; resolves with how many went out (tests drive it directly). */
  async sendDue(): Promise<number> {
    const transport = this.transport;
    if (!transport) return 0;
    let sent = 0;
    for (;;) {
      const now = this.clock();
      const rows = await this.queue.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
      // A round's e-mails often share recipients (a doctor's bookings): each addressee is read once per round.
      const addressees = new Map<string, Promise<MailAddressee | null>>();
      const addresseeOf = (id: string) => {
        const known = addressees.get(id) ?? this.addressees.addresseeOf(id);
        addressees.set(id, known);
        return known;
      };
      const waiting = [...rows];
      const worker = async () => {
        for (let row = waiting.shift(); row && !this.stopping; row = waiting.shift())
          if (await this.sendOne(row, await addresseeOf(row.recipientId), transport)) sent += 1;
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      if (rows.length < BATCH || this.stopping) return sent;
    }
  }

  private async run(): Promise<void> {
    while (this.running) {
      const woken = new Promise<void>((resolve) => (this.wakeUp = resolve));
      try {
        await this.sendDue();
      } catch (error) {
        // The database is away: the rows wait, and the next round tries again.
        this.logger.warn(`The mail queue could not be read: ${failureKindOf(error)}`);
      }
      if (!this.running) return;
      const next = await this.queue.nextAttemptAt().catch(() => null);
      const waitMs = next ? Math.max(0, Math.min(POLL_MS, next.getTime() - this.clock().getTime())) : POLL_MS;
      this.timer = setTimeout(() => this.wake(), waitMs);
      this.timer.unref();
      await woken;
    }
  }

  /** One e-mail: sent, skipped (switched off, account gone, too late) or failed and put back. */
  private async sendOne(
    row: MailRow,
    addressee: MailAddressee | null,
    transport: MailTransport,
  ): Promise<boolean> {
    const now = this.clock();
    if (!addressee || !addressee.settings[row.kind] || isStale(row, now)) {
      await this.queue.markSkipped(row.id);
      return false;
    }
    const { subject, text } = composeMail(row.kind, row.facts, addressee);
    try {
      const sent = transport.send({ from: this.mail.MAIL_FROM ?? '', to: addressee.email, subject, text });
      // Given up at shutdown: the row keeps its lease and is taken again after it, sent or not (at least once).
      if ((await Promise.race([sent, this.stopped])) === 'stopped') return false;
    } catch (error) {
      const attempt = row.attempts + 1;
      const delayMs = mailRetryDelayMs(attempt, this.mail.MAIL_RETRY_BASE_MS, this.mail.MAIL_RETRY_MAX_MS);
      const failure = failureKindOf(error);
      // The row's id and kind only: addresses and names stay out of logs.
      this.logger.warn(
        `E-mail ${row.id} (${row.kind}) not sent, attempt ${attempt}: ${failure}; next try in ${delayMs} ms`,
      );
      await this.queue.markFailed(row.id, new Date(now.getTime() + delayMs), failure);
      return false;
    }
    await this.queue.markSent(row.id, this.clock());
    return true;
  }
}
