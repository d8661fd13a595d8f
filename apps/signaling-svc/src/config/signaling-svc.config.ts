import {
  OneOf,
  POSTGRES_URL_SCHEMES,
  PositiveWholeNumber,
  ServiceConfig,
  Text,
  UrlOf,
} from '@vitalsync/config';
import { type IceServer, TURN_CREDENTIAL_TTL_SECONDS_DEFAULT } from '@vitalsync/contracts';

import { IceServerList } from './ice-servers.rule';

export const ICE_TRANSPORT_POLICIES = ['all', 'relay'] as const;

/** The spec's public STUN server: calls work between most networks with no setting at all. */
export const DEFAULT_ICE_SERVERS: readonly IceServer[] = [{ urls: 'stun:stun.l.google.com:19302' }];

/** Below this a shared secret could be guessed from the credentials it signs. */
const TURN_SECRET_MIN_LENGTH = 16;

/** Settings of signaling-svc: those every service reads, its own database, and the ICE servers calls use. */
export class SignalingSvcConfig extends ServiceConfig {
  /** signaling-svc's own PostgreSQL, before DATABASE_URL; it carries a password, so it is never quoted back. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly SIGNALING_DATABASE_URL?: string;

  /** STUN and TURN servers handed to participants, as JSON (RTCIceServer entries). */
  @IceServerList()
  readonly ICE_SERVERS: readonly IceServer[] = DEFAULT_ICE_SERVERS;

  /**
   * coturn's `static-auth-secret` (use-auth-secret): TURN entries without a static credential get time-limited
   * credentials signed with it. Unset: TURN entries are handed out as configured.
   */
  @Text({ minLength: TURN_SECRET_MIN_LENGTH, secret: true })
  readonly TURN_SECRET?: string;

  /** How long signed TURN credentials stay valid. */
  @PositiveWholeNumber()
  readonly TURN_CREDENTIAL_TTL_SECONDS: number = TURN_CREDENTIAL_TTL_SECONDS_DEFAULT;

  /** `relay` forces every call through TURN (networks that must not expose addresses, and the relay test). */
  @OneOf(ICE_TRANSPORT_POLICIES)
  readonly ICE_TRANSPORT_POLICY: (typeof ICE_TRANSPORT_POLICIES)[number] = 'all';
}
