import { type Role } from '@vitalsync/contracts';
import { NavLink } from 'react-router-dom';

import { DASHBOARD_SECTIONS } from '../dashboardSections';

import classes from './DashboardLayout.module.css';

interface DashboardNavProps {
  role: Role;
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/** The dashboard's sidebar links (spec section 2), one per sub-route; the current one is `aria-current`. */
export const DashboardNav = ({ role, id, open, onNavigate }: DashboardNavProps) => (
  <nav id={id} aria-label="Dashboard" className={classes.nav} data-open={open || undefined}>
    <ul className={classes.navList}>
      {DASHBOARD_SECTIONS[role].map(({ path, label, icon: SectionIcon }) => (
        <li key={path}>
          <NavLink
            to={path ? `/dashboard/${role}/${path}` : `/dashboard/${role}`}
            end={path === ''}
            className={classes.navLink}
            onClick={onNavigate}
          >
            <SectionIcon size={20} stroke={1.7} aria-hidden />
            <span>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  </nav>
);
