import { type AssistantRequest, type AssistantResponse } from '@vitalsync/contracts';

import { api } from '../../app/api';

export const assistantApi = api.injectEndpoints({
  endpoints: (build) => ({
    askAssistant: build.mutation<AssistantResponse, AssistantRequest>({
      query: (body) => ({ url: '/gemini-chatbot', method: 'POST', body }),
    }),
  }),
});

export const { useAskAssistantMutation } = assistantApi;
