import { type ChatMessage } from '@vitalsync/contracts';

import {
  type ChatAction,
  chatReducer,
  type ChatState,
  initialChatState,
  newestStoredId,
  nextToSend,
  oldestStoredId,
  type PendingMessage,
} from '../chatStore';

import { aMessage } from './chatFixtures';

const apply = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);

const aPending = (clientId: string, status: PendingMessage['status'] = 'queued'): PendingMessage => ({
  clientId,
  content: `text ${clientId}`,
  createdAt: '2099-05-05T10:00:00.000Z',
  status,
});

const seqs = (state: ChatState) => state.messages.map(({ seq }) => seq);

describe('chatReducer, stored messages', () => {
  it('keeps each _id once, however often it arrives (a relay heard twice, a page overlapping a relay)', () => {
    const one = aMessage(1);
    const state = apply(
      { type: 'stored', messages: [one] },
      { type: 'stored', messages: [one, aMessage(2)] },
      { type: 'stored', messages: [aMessage(2), aMessage(2)] },
    );
    expect(seqs(state)).toEqual([1, 2]);
  });

  it('orders by seq whatever order pages and relays came in', () => {
    const state = apply(
      { type: 'stored', messages: [aMessage(5)] },
      { type: 'stored', messages: [aMessage(3), aMessage(1)] },
      { type: 'stored', messages: [aMessage(4), aMessage(2), aMessage(6)] },
    );
    expect(seqs(state)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('appends in order when everything is newer', () => {
    const state = apply(
      { type: 'stored', messages: [aMessage(1), aMessage(2)] },
      { type: 'stored', messages: [aMessage(4), aMessage(3)] },
    );
    expect(seqs(state)).toEqual([1, 2, 3, 4]);
  });

  it('returns the same state when nothing new arrived, so the page does not render again', () => {
    const state = apply({ type: 'stored', messages: [aMessage(1)] });
    expect(chatReducer(state, { type: 'stored', messages: [aMessage(1)] })).toBe(state);
    expect(chatReducer(state, { type: 'stored', messages: [] })).toBe(state);
  });

  it('marks the newest page loaded and remembers whether older history exists', () => {
    const state = apply({ type: 'newestLoaded', messages: [aMessage(51)], hasMore: true });
    expect(state.loaded).toBe(true);
    expect(state.hasOlder).toBe(true);
    const older = chatReducer(state, {
      type: 'olderLoaded',
      messages: [aMessage(1), aMessage(2)],
      hasMore: false,
    });
    expect(seqs(older)).toEqual([1, 2, 51]);
    expect(older.hasOlder).toBe(false);
  });

  it('names the newest and oldest held message', () => {
    const state = apply({ type: 'stored', messages: [aMessage(4), aMessage(3)] });
    expect(newestStoredId(state)).toBe('m4');
    expect(oldestStoredId(state)).toBe('m3');
    expect(newestStoredId(initialChatState)).toBeUndefined();
  });

  it('catches up from before a gap: a lower message relayed after a higher one is not lost', () => {
    const state = apply({ type: 'stored', messages: [aMessage(3), aMessage(4), aMessage(6), aMessage(7)] });
    expect(newestStoredId(state)).toBe('m4');
  });
});

describe('chatReducer, the reader’s own messages', () => {
  it('replaces a pending message by its stored copy, matched by client id', () => {
    const stored: ChatMessage = { ...aMessage(1, 'user'), clientId: 'c1' };
    const state = apply(
      { type: 'queued', message: aPending('c1') },
      { type: 'queued', message: aPending('c2') },
      { type: 'sending', clientId: 'c1' },
      { type: 'stored', messages: [stored] },
    );
    expect(state.messages).toEqual([stored]);
    expect(state.pending.map(({ clientId }) => clientId)).toEqual(['c2']);
  });

  it('drops a pending message even when its stored copy was already held (ack after the relay)', () => {
    const stored: ChatMessage = { ...aMessage(1, 'user'), clientId: 'c1' };
    const state = apply(
      { type: 'queued', message: aPending('c1') },
      { type: 'stored', messages: [stored] },
      { type: 'queued', message: aPending('c1') },
      { type: 'stored', messages: [stored] },
    );
    expect(state.pending).toEqual([]);
    expect(state.messages).toHaveLength(1);
  });

  it('sends one at a time, in the order written', () => {
    let state = apply(
      { type: 'queued', message: aPending('c1') },
      { type: 'queued', message: aPending('c2') },
    );
    expect(nextToSend(state)?.clientId).toBe('c1');
    state = chatReducer(state, { type: 'sending', clientId: 'c1' });
    expect(nextToSend(state)).toBeUndefined();
    state = chatReducer(state, { type: 'stored', messages: [{ ...aMessage(1, 'user'), clientId: 'c1' }] });
    expect(nextToSend(state)?.clientId).toBe('c2');
  });

  it('queues again what was on its way when the connection dropped', () => {
    const state = apply(
      { type: 'queued', message: aPending('c1') },
      { type: 'sending', clientId: 'c1' },
      { type: 'requeued' },
    );
    expect(state.pending[0]?.status).toBe('queued');
  });

  it('keeps a refusal and its reason until the reader retries or discards', () => {
    const refused = apply(
      { type: 'queued', message: aPending('c1') },
      { type: 'sending', clientId: 'c1' },
      { type: 'refused', clientId: 'c1', problem: 'Too quick.' },
      { type: 'requeued' },
    );
    expect(refused.pending[0]).toMatchObject({ status: 'refused', problem: 'Too quick.' });
    expect(nextToSend(refused)).toBeUndefined();

    const retried = chatReducer(refused, { type: 'retried', clientId: 'c1' });
    expect(retried.pending[0]).toEqual(aPending('c1'));
    expect(chatReducer(refused, { type: 'discarded', clientId: 'c1' }).pending).toEqual([]);
  });
});
