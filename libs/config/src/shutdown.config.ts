import { PositiveWholeNumber } from './env-rules';

/** How an app stops on SIGTERM. */
export class ShutdownConfig {
  /**
   * The whole shutdown's budget: drain, finish what was accepted, close. Below Kubernetes' default grace of
   * 30 s, so a step that hangs is cut here, logged and answered with exit code 1 before the kubelet kills the pod.
   */
  @PositiveWholeNumber()
  readonly SHUTDOWN_GRACE_MS: number = 25_000;
}
