import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toast container, in a chunk of its own: it loads with the first toast, not with the first page. It
 * sits in the bottom-right corner, away from every navigation (header, sidebar, phone menus), and under the
 * drawers and dialogs (z-index 200), so an open phone menu or a confirmation is never covered either.
 */
export const ToastHost = () => <Notifications position="bottom-right" zIndex={150} limit={3} />;
