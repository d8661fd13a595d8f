import { POSTGRES_URL_SCHEMES, ServiceConfig, UrlOf } from '@vitalsync/config';

/** Settings of signaling-svc: those every service reads, and its own database. */
export class SignalingSvcConfig extends ServiceConfig {
  /** signaling-svc's own PostgreSQL, before DATABASE_URL; it carries a password, so it is never quoted back. */
  @UrlOf(POSTGRES_URL_SCHEMES, { secret: true })
  readonly SIGNALING_DATABASE_URL?: string;
}
