import {
  CALL_RATE_LIMITED_MESSAGE,
  CALL_SIGNAL_MAX_BYTES,
  CALL_SIGNAL_TOO_LARGE_MESSAGE,
  VIDEO_SOCKET_EVENTS,
} from '@vitalsync/contracts';

import { emitGuard } from '../realtime/emit-guard';

/**
 * True when the arguments of an emit, as JSON, exceed the signalling limit. Arguments that cannot be written as
 * JSON at all (nested beyond the stack) count as too large: no handler could use them either.
 */
export const exceedsSignalLimit = (args: unknown[]): boolean => {
  try {
    return Buffer.byteLength(JSON.stringify(args) ?? '') > CALL_SIGNAL_MAX_BYTES;
  } catch {
    return true;
  }
};

/**
 * The /video-call emit guard: besides expired sessions and floods, an emit heavier than a signalling message may
 * weigh is refused with `call-error`, so no huge SDP reaches the bus.
 */
export const callEmitGuard = emitGuard({
  errorEvent: VIDEO_SOCKET_EVENTS.callError,
  rateLimitedMessage: CALL_RATE_LIMITED_MESSAGE,
  refusalOfPayload: (args) => (exceedsSignalLimit(args) ? CALL_SIGNAL_TOO_LARGE_MESSAGE : undefined),
});
