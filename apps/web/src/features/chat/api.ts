import {
  type ChatHistoryRequest,
  type ChatHistoryResponse,
  type ChatSummariesResponse,
  type MarkChatReadRequest,
  type MarkChatReadResponse,
} from '@vitalsync/contracts';

import { api } from '../../app/api';

const BASE = '/dashboard/chats';

/**
 * The chat calls of docs/product/http-and-sockets.md#chat-and-assistant plus ours (read state, summaries); both
 * roles use this one slice. Messages are sent over the /chat socket (acknowledged with the stored message), so the
 * page never needs the POST.
 */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Pages are fetched on demand by the chat session and merged into its own store, never cached here.
    chatHistory: build.query<ChatHistoryResponse, ChatHistoryRequest>({
      query: (params) => ({ url: `${BASE}/`, params: { ...params } }),
      keepUnusedDataFor: 0,
    }),
    markChatRead: build.mutation<MarkChatReadResponse, MarkChatReadRequest>({
      query: (body) => ({ url: `${BASE}/read`, method: 'PUT', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['ChatSummary']),
    }),
    chatSummaries: build.query<ChatSummariesResponse, void>({
      query: () => `${BASE}/summaries`,
      providesTags: ['ChatSummary'],
    }),
  }),
});

export const { useMarkChatReadMutation, useChatSummariesQuery } = chatApi;
