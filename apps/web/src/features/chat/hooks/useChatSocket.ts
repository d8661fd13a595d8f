import { type ChatPageQuery, type Role } from '@vitalsync/contracts';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import { useAppDispatch } from '../../../app/hooks';
import { chatApi, useMarkChatReadMutation } from '../api';
import { type ChatSnapshot, ChatSession } from '../chatSession';
import { openChatSocket } from '../chatSocket';
import { initialChatState } from '../chatStore';
import { newClientId } from '../clientId';

export interface ChatParticipants {
  ownRole: Role;
  ownId: string;
  /** The other participant's account id. */
  remoteId: string;
}

const BEFORE_START: ChatSnapshot = { chat: initialChatState, connection: 'connecting', loadingOlder: false };
const noSubscription = () => () => undefined;

/**
 * One open conversation over /chat: its messages, the reader's queue and the connection's state, plus the
 * actions the chat view offers. Everything the reader sees arrive while the view is open is marked read.
 */
export const useChatSocket = ({ ownRole, ownId, remoteId }: ChatParticipants) => {
  const dispatch = useAppDispatch();
  const [markRead] = useMarkChatReadMutation();
  const [session, setSession] = useState<ChatSession>();

  useEffect(() => {
    const pair = ownRole === 'doctor' ? { doctor: ownId, user: remoteId } : { doctor: remoteId, user: ownId };
    const fetchPage = async (page: ChatPageQuery) => {
      const request = dispatch(
        chatApi.endpoints.chatHistory.initiate(
          { ...pair, ...page },
          { subscribe: false, forceRefetch: true },
        ),
      );
      return (await request.unwrap()).chats;
    };
    const opened = new ChatSession({
      ownId,
      remoteId,
      openSocket: openChatSocket,
      fetchPage,
      newClientId,
      now: () => new Date(),
    });
    setSession(opened);
    opened.start();
    return () => opened.close();
  }, [dispatch, ownRole, ownId, remoteId]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? (() => BEFORE_START),
  );

  // Read up to the newest message whenever one from the other participant arrives (or the chat opens on one).
  const { chatId, chat } = snapshot;
  const newest = chat.messages.at(-1);
  const newestFromThem = chat.messages.findLast(({ senderModel }) => senderModel !== ownRole)?._id;
  const marked = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!chatId || !newest || !newestFromThem || marked.current === newestFromThem) return;
    marked.current = newestFromThem;
    void markRead({ chatId, messageId: newest._id });
  }, [chatId, newest, newestFromThem, markRead]);

  const actions = useMemo(
    () => ({
      send: (content: string) => session?.send(content),
      retry: (clientId: string) => session?.retry(clientId),
      discard: (clientId: string) => session?.discard(clientId),
      reconnect: () => session?.reconnect(),
      retryHistory: () => session?.retryHistory(),
      loadOlder: () => void session?.loadOlder(),
    }),
    [session],
  );

  return { ...snapshot, ...actions };
};
