import { type Role } from '@vitalsync/contracts';
import { NavLink } from 'react-router-dom';

import { useChatSummariesQuery } from '../../chat/api';
import { CHAT_SECTIONS } from '../../chat/chatSection';
import { UnreadBadge } from '../../chat/components/UnreadBadge';
import { unreadOf, useGetEmergencyNotificationsInfiniteQuery } from '../../emergencies/api';
import { UnreadAlertsBadge } from '../../emergencies/components/UnreadAlertsBadge';
import { DASHBOARD_SECTIONS } from '../dashboardSections';

import classes from './DashboardLayout.module.css';

interface DashboardNavProps {
  role: Role;
  id: string;
  open: boolean;
  onNavigate: () => void;
}

// Each hook selects only the count it shows: the sidebar then renders again when a count changes, not at every
// step of its requests (pending, fulfilled, refetching), which on a phone was a render of every link each time.

/** A doctor's unread emergency alerts (stored, so counted even when the toast went out while they were away). */
const useUnreadEmergencyAlerts = (role: Role): number =>
  useGetEmergencyNotificationsInfiniteQuery(undefined, {
    skip: role !== 'doctor',
    selectFromResult: ({ data }) => ({ unread: unreadOf(data) }),
  }).unread;

const useUnreadChatTotal = (): number =>
  useChatSummariesQuery(undefined, { selectFromResult: ({ data }) => ({ unread: data?.unreadTotal ?? 0 }) })
    .unread;

/**
 * The dashboard's sidebar links (docs/product/screens-and-routes.md#doctor-dashboard,
 * docs/product/screens-and-routes.md#patient-dashboard), one per sub-route; the current one is `aria-current`. The
 * entry leading to the chats carries the unread total, and a doctor's "Notifications" the unread emergency alerts,
 * both kept current by the /notifications push.
 */
export const DashboardNav = ({ role, id, open, onNavigate }: DashboardNavProps) => {
  const unread = useUnreadChatTotal();
  const unreadAlerts = useUnreadEmergencyAlerts(role);
  const chats = CHAT_SECTIONS[role];
  return (
    <nav id={id} aria-label="Dashboard" className={classes.nav} data-open={open || undefined}>
      <ul className={classes.navList}>
        {DASHBOARD_SECTIONS[role].map(({ path, label, icon: SectionIcon }) => {
          const chatEntry = path === chats.path;
          const alertsEntry = role === 'doctor' && path === 'notifications';
          const base = path ? `/dashboard/${role}/${path}` : `/dashboard/${role}`;
          return (
            <li key={path}>
              <NavLink
                to={chatEntry && unread > 0 ? chats.unreadTo : base}
                end={path === ''}
                className={classes.navLink}
                onClick={onNavigate}
              >
                <SectionIcon size={20} stroke={1.7} aria-hidden />
                <span>{label}</span>
                {chatEntry ? <UnreadBadge count={unread} size="sm" ml="auto" /> : null}
                {alertsEntry ? <UnreadAlertsBadge count={unreadAlerts} size="sm" ml="auto" /> : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
