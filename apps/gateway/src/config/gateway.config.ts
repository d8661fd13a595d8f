import {
  AppConfig,
  ConfigPart,
  OriginList,
  PortNumber,
  PositiveWholeNumber,
  type ProxyTrust,
  StorageConfig,
  Text,
  TrustedProxies,
} from '@vitalsync/config';

/** Settings of the gateway: those every app reads, where uploads are stored, and its HTTP side. */
export class GatewayConfig extends AppConfig {
  @ConfigPart(StorageConfig)
  readonly storage!: StorageConfig;

  /** HTTP port of the gateway, which is also the embedded process's. */
  @PortNumber()
  readonly PORT: number = 3000;

  @Text()
  readonly HOST: string = '0.0.0.0';

  /** Requests per minute one address may send to the sign-in routes, each of which hashes a password. */
  @PositiveWholeNumber()
  readonly RATE_LIMIT_AUTH_PER_MINUTE: number = 160;

  /** Requests per minute one address may send to the rest of the API. */
  @PositiveWholeNumber()
  readonly RATE_LIMIT_API_PER_MINUTE: number = 6000;

  /**
   * Proxies allowed to tell the client's address in X-Forwarded-For. None by default: trusting everyone would let
   * any caller pick its own address and slip past the per-address limits. Behind one ingress: 1.
   */
  @TrustedProxies()
  readonly TRUST_PROXY: ProxyTrust = false;

  /** Origins besides the site's own allowed to send state-changing requests and open sockets (a dev server, say). */
  @OriginList()
  readonly ALLOWED_ORIGINS: string[] = [];

  /**
   * Signs session cookies; every replica of a distributed deployment needs the same one. Unset, the gateway keeps
   * a generated one in DATA_DIR, so sessions of the embedded process survive a restart.
   */
  @Text({ minLength: 32, secret: true })
  readonly SESSION_SECRET?: string;

  /** Folder of the built web app; unset, the `web` folder beside the running bundle (dist/apps/web). */
  @Text()
  readonly WEB_DIST?: string;
}
