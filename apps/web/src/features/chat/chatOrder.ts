import { type ChatSummary } from '@vitalsync/contracts';

import { type ChatContact } from './chatContact';

/** The most recent conversations first; people not written to yet keep the server's order, after them. */
export const byLastMessage = (
  contacts: readonly ChatContact[],
  summaries: ReadonlyMap<string, ChatSummary>,
): ChatContact[] => {
  const lastOf = (contact: ChatContact) => summaries.get(contact.id)?.lastMessageAt ?? '';
  // Array.prototype.sort is stable, so ties (and the never-written) keep their order.
  return [...contacts].sort((a, b) => Date.parse(lastOf(b) || '0') - Date.parse(lastOf(a) || '0'));
};
