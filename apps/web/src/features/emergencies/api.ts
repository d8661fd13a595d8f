import {
  EMERGENCY_NOTIFICATIONS_PAGE,
  type EmergencyNotificationsResponse,
  type MarkEmergencyNotificationsReadRequest,
  type MarkEmergencyNotificationsReadResponse,
} from '@vitalsync/contracts';

import { api } from '../../app/api';

const PATH = '/dashboard/notifications/emergencies';

/**
 * The tag of a doctor's stored emergency notifications (the list and the sidebar's unread count): invalidated when
 * a `health-emergency` push arrives and when /notifications connects again after a gap.
 */
export const EMERGENCY_NOTIFICATIONS_TAG = 'Emergency' as const;

/** Newest first, a page at a time: the next page is the one before the last notification held. */
export const emergencyNotificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmergencyNotifications: build.infiniteQuery<EmergencyNotificationsResponse, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) =>
          last.notifications.length < EMERGENCY_NOTIFICATIONS_PAGE
            ? undefined
            : last.notifications.at(-1)?._id,
      },
      query: ({ pageParam }) => ({
        url: PATH,
        params: pageParam ? { before: pageParam, limit: EMERGENCY_NOTIFICATIONS_PAGE } : {},
      }),
      providesTags: [EMERGENCY_NOTIFICATIONS_TAG],
    }),
    markEmergencyNotificationsRead: build.mutation<
      MarkEmergencyNotificationsReadResponse,
      MarkEmergencyNotificationsReadRequest
    >({
      query: (body) => ({ url: `${PATH}/read`, method: 'POST', body }),
      // Optimistic: the marks go at once, the count follows the server's answer, and all comes back if it refuses.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const setUnread = (unread: number) =>
          dispatch(
            emergencyNotificationsApi.util.updateQueryData(
              'getEmergencyNotifications',
              undefined,
              (draft) => {
                for (const page of draft.pages) page.unread = unread;
              },
            ),
          );
        const patch = dispatch(
          emergencyNotificationsApi.util.updateQueryData('getEmergencyNotifications', undefined, (draft) => {
            let marked = 0;
            for (const page of draft.pages)
              for (const notification of page.notifications)
                if (!notification.read && (!ids || ids.includes(notification._id))) {
                  notification.read = true;
                  marked += 1;
                }
            const unread = ids ? Math.max(0, (draft.pages.at(-1)?.unread ?? 0) - marked) : 0;
            for (const page of draft.pages) page.unread = unread;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          setUnread(data.unread);
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetEmergencyNotificationsInfiniteQuery, useMarkEmergencyNotificationsReadMutation } =
  emergencyNotificationsApi;

/** The doctor's unread count, as the newest answer says; 0 until it has come. */
export const unreadOf = (data: { pages: readonly EmergencyNotificationsResponse[] } | undefined): number =>
  data?.pages.at(-1)?.unread ?? 0;
