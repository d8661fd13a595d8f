import '@mantine/notifications/styles.css';

import { Notifications } from '@mantine/notifications';

/** Mantine's toast container, in a chunk of its own: it loads with the first toast, not with the first page. */
export const ToastHost = () => <Notifications position="top-right" zIndex={1000} limit={3} />;
