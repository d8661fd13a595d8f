import { Injectable, Logger, type OnApplicationBootstrap, ServiceUnavailableException } from '@nestjs/common';
import { BusClient } from '@vitalsync/bus';
import { ACCOUNT_SUBJECTS } from '@vitalsync/contracts';

type RevocationListener = (sessionId: string) => void;

/**
 * Sessions revoked before they expired, kept in memory so a request is authorised without a call to auth-svc.
 * A gateway learns earlier revocations from auth-svc when it starts and later ones from `session.revoked` events;
 * until the first list has arrived it refuses sessions rather than accept one that may be revoked.
 */
@Injectable()
export class RevokedSessions implements OnApplicationBootstrap {
  private readonly logger = new Logger(RevokedSessions.name);
  private readonly revoked = new Map<string, number>();
  private readonly listeners = new Set<RevocationListener>();
  private loading: Promise<void> | undefined;
  private loaded = false;

  constructor(private readonly bus: BusClient) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureLoaded().catch(() =>
      this.logger.warn('revoked sessions not loaded yet; will retry on demand'),
    );
  }

  async ensureLoaded(): Promise<void> {
    if (this.loaded) return;
    this.loading ??= this.bus.request(ACCOUNT_SUBJECTS.revokedSessions, {}).then(
      (sessions) => {
        for (const session of sessions) this.revoked.set(session.sessionId, session.expiresAt);
        this.loaded = true;
      },
      () => {
        this.loading = undefined;
        throw new ServiceUnavailableException(
          'Sign-in is temporarily unavailable. Please try again shortly.',
        );
      },
    );
    await this.loading;
  }

  add(sessionId: string, expiresAt: number, now = Date.now()): void {
    this.revoked.set(sessionId, expiresAt);
    for (const [id, expiry] of this.revoked) if (expiry <= now) this.revoked.delete(id);
    for (const listener of this.listeners) listener(sessionId);
  }

  isRevoked(sessionId: string): boolean {
    return this.revoked.has(sessionId);
  }

  /** Called with every newly revoked session id (sockets of that session are closed). */
  onRevoked(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
