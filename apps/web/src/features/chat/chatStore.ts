import { type ChatMessage } from '@vitalsync/contracts';

/** A message the reader wrote that the server has not stored yet. */
export interface PendingMessage {
  /** The reader's own id for it: the stored copy carries it back, which replaces this one. */
  clientId: string;
  content: string;
  /** ISO 8601, from the reader's clock: where it goes among the days until the server gives its own time. */
  createdAt: string;
  /** queued: waits for a connection; sending: emitted, no answer yet; refused: the server said why not. */
  status: 'queued' | 'sending' | 'refused';
  /** The server's reason, when refused. */
  problem?: string;
}

/** One conversation as the page holds it. */
export interface ChatState {
  /** Stored messages, one per `_id`, ordered by `seq`. */
  messages: readonly ChatMessage[];
  /** The reader's unsent messages, in the order they were written (and are sent). */
  pending: readonly PendingMessage[];
  /** The newest page has arrived. */
  loaded: boolean;
  /** The server has messages older than the oldest held. */
  hasOlder: boolean;
}

export type ChatAction =
  | { type: 'stored'; messages: readonly ChatMessage[] }
  | { type: 'newestLoaded'; messages: readonly ChatMessage[]; hasMore: boolean }
  | { type: 'olderLoaded'; messages: readonly ChatMessage[]; hasMore: boolean }
  | { type: 'queued'; message: PendingMessage }
  | { type: 'sending'; clientId: string }
  | { type: 'refused'; clientId: string; problem: string }
  | { type: 'requeued' }
  | { type: 'retried'; clientId: string }
  | { type: 'discarded'; clientId: string };

export const initialChatState: ChatState = { messages: [], pending: [], loaded: false, hasOlder: false };

const bySeq = (a: ChatMessage, b: ChatMessage) => a.seq - b.seq;

/**
 * Adds stored messages: a duplicate `_id` (a relay heard twice, a page overlapping a relay) is kept once, the
 * whole list stays in `seq` order whatever order pages and relays arrived in, and a pending message whose
 * `clientId` came back stored is dropped, so the reader never sees their message twice.
 */
const merge = (state: ChatState, incoming: readonly ChatMessage[]): ChatState => {
  if (incoming.length === 0) return state;
  const held = new Set(state.messages.map(({ _id }) => _id));
  const fresh = incoming.filter(({ _id }) => !held.has(_id));
  const arrived = new Set(incoming.flatMap(({ clientId }) => (clientId ? [clientId] : [])));
  const pending = state.pending.some(({ clientId }) => arrived.has(clientId))
    ? state.pending.filter(({ clientId }) => !arrived.has(clientId))
    : state.pending;
  if (fresh.length === 0) return pending === state.pending ? state : { ...state, pending };
  const unique = [...new Map(fresh.map((message) => [message._id, message])).values()];
  const sorted = unique.sort(bySeq);
  const last = state.messages.at(-1);
  // Usually the new messages come after everything held: append without sorting the whole list again.
  const messages =
    !last || (sorted[0]?.seq ?? 0) > last.seq
      ? [...state.messages, ...sorted]
      : [...state.messages, ...sorted].sort(bySeq);
  return { ...state, messages, pending };
};

const updatePending = (
  state: ChatState,
  clientId: string,
  update: (message: PendingMessage) => PendingMessage,
): ChatState => ({
  ...state,
  pending: state.pending.map((message) => (message.clientId === clientId ? update(message) : message)),
});

export const chatReducer = (state: ChatState, action: ChatAction): ChatState => {
  switch (action.type) {
    case 'stored':
      return merge(state, action.messages);
    case 'newestLoaded':
      return { ...merge(state, action.messages), loaded: true, hasOlder: action.hasMore };
    case 'olderLoaded':
      return { ...merge(state, action.messages), hasOlder: action.hasMore };
    case 'queued':
      return { ...state, pending: [...state.pending, action.message] };
    case 'sending':
      return updatePending(state, action.clientId, (message) => ({ ...message, status: 'sending' }));
    case 'refused':
      return updatePending(state, action.clientId, (message) => ({
        ...message,
        status: 'refused',
        problem: action.problem,
      }));
    case 'requeued':
      // The connection dropped before an answer: the message may or may not be stored; its client id makes the
      // resend safe either way.
      return state.pending.some(({ status }) => status === 'sending')
        ? {
            ...state,
            pending: state.pending.map((message) =>
              message.status === 'sending' ? { ...message, status: 'queued' } : message,
            ),
          }
        : state;
    case 'retried':
      return updatePending(state, action.clientId, ({ problem: _problem, ...message }) => ({
        ...message,
        status: 'queued',
      }));
    case 'discarded':
      return { ...state, pending: state.pending.filter(({ clientId }) => clientId !== action.clientId) };
  }
};

/**
 * What a reconnecting page asks everything after: the newest message with no gap in `seq` before it. Two messages
 * stored at nearly the same moment may be relayed in the other order; asking after the higher one when the lower
 * one is still on its way would lose the lower one for good.
 */
export const newestStoredId = (state: ChatState): string | undefined => {
  let newest: ChatMessage | undefined;
  for (const message of state.messages) {
    if (newest && message.seq !== newest.seq + 1) break;
    newest = message;
  }
  return newest?._id;
};

/** The oldest stored message's id: what the next older page is asked before. */
export const oldestStoredId = (state: ChatState): string | undefined => state.messages[0]?._id;

/** The next message to send: the first queued one, unless one is already on its way (messages go in order). */
export const nextToSend = (state: ChatState): PendingMessage | undefined =>
  state.pending.some(({ status }) => status === 'sending')
    ? undefined
    : state.pending.find(({ status }) => status === 'queued');
