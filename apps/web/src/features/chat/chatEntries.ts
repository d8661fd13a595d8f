import { type ChatMessage } from '@vitalsync/contracts';

import { type ChatState, type PendingMessage } from './chatStore';

/** One line of the conversation: a stored message, or one of the reader's not stored yet. */
export type ChatEntry =
  { kind: 'stored'; message: ChatMessage } | { kind: 'pending'; message: PendingMessage };

/** Stored messages in `seq` order, then the reader's unsent ones in the order written. */
export const entriesOf = (state: ChatState): ChatEntry[] => [
  ...state.messages.map((message): ChatEntry => ({ kind: 'stored', message })),
  ...state.pending.map((message): ChatEntry => ({ kind: 'pending', message })),
];

/**
 * A key that survives a message being stored: the stored copy carries the client id the pending one had, so the
 * line is updated in place rather than replaced (no flicker, focus kept on its buttons' neighbours).
 */
export const entryKey = (entry: ChatEntry): string =>
  entry.kind === 'pending' ? entry.message.clientId : (entry.message.clientId ?? entry.message._id);

/** When it was written: the server's time once stored, the reader's clock until then. */
export const entryMoment = (entry: ChatEntry): string =>
  entry.kind === 'pending' ? entry.message.createdAt : entry.message.timestamp;
