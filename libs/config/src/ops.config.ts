import { PortOrAnyFree } from './env-rules';

/**
 * The operations side of an app: metrics and probes on a port of their own, which the ingress never routes to,
 * so they stay off the public address. Unset, the app serves none.
 */
export class OpsConfig {
  /** Port of /metrics, /livez and /readyz; 0 takes any free port (logged). */
  @PortOrAnyFree()
  readonly OPS_PORT?: number;
}
