import { CHAT_RATE_LIMITED_MESSAGE, CHAT_SOCKET_EVENTS } from '@vitalsync/contracts';

import { emitGuard } from '../realtime/emit-guard';

/** The /chat emit guard: expired sessions and floods are refused with `chat-error`. */
export const chatEmitGuard = emitGuard({
  errorEvent: CHAT_SOCKET_EVENTS.chatError,
  rateLimitedMessage: CHAT_RATE_LIMITED_MESSAGE,
});
