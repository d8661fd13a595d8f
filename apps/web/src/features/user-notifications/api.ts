import { type DismissedRemindersResponse, type ReminderId } from '@vitalsync/contracts';

import { api } from '../../app/api';

const PATH = '/dashboard/notifications/dismissed';

export const userNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDismissedReminders: build.query<DismissedRemindersResponse, void>({
      query: () => PATH,
      // Kept on the server, so a dismissal holds on every device: read afresh on every visit.
      keepUnusedDataFor: 0,
    }),
    dismissReminder: build.mutation<DismissedRemindersResponse, ReminderId>({
      query: (id) => ({ url: PATH, method: 'PUT', body: { id } }),
      // Optimistic: the reminder goes at once and comes back if the server refuses.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          userNotificationsApi.util.updateQueryData('getDismissedReminders', undefined, (draft) => {
            if (!draft.dismissed.includes(id)) draft.dismissed.push(id);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          // Dismissals only ever add: the union keeps one still on its way when another's answer lands first.
          dispatch(
            userNotificationsApi.util.updateQueryData('getDismissedReminders', undefined, (draft) => {
              draft.dismissed = [...new Set([...draft.dismissed, ...data.dismissed])];
            }),
          );
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetDismissedRemindersQuery, useDismissReminderMutation } = userNotificationsApi;
