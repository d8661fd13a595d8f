import { Button, Container } from '@mantine/core';
import { IconChevronDown, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';

import { DASHBOARD_SECTIONS } from '../dashboardSections';

import { ContentSkeleton } from '../../../layout/ContentSkeleton';
import { LiveNotifications } from '../../notifications/LiveNotifications';
import classes from './DashboardLayout.module.css';
import { DashboardNav } from './DashboardNav';

interface DashboardLayoutProps {
  role: Role;
  children: ReactNode;
}

/**
 * A dashboard: the sidebar beside the page on wide screens; on a phone the same links fold away behind a menu
 * button naming the current page. Sub-pages loaded lazily show a skeleton, never a blank area.
 */
export const DashboardLayout = ({ role, children }: DashboardLayoutProps) => {
  const navId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current =
    DASHBOARD_SECTIONS[role].find(({ path }) =>
      matchPath(
        { path: path ? `/dashboard/${role}/${path}` : `/dashboard/${role}`, end: path === '' },
        pathname,
      ),
    ) ?? DASHBOARD_SECTIONS[role][0];

  useEffect(() => setOpen(false), [pathname]);

  return (
    <Container size="lg" w="100%" className={classes.shell}>
      <LiveNotifications role={role} />
      <aside className={classes.sidebar}>
        <Button
          variant="default"
          fullWidth
          justify="space-between"
          className={classes.menuToggle}
          rightSection={
            <IconChevronDown
              size={18}
              className={classes.chevron}
              data-open={open || undefined}
              aria-hidden
            />
          }
          aria-expanded={open}
          aria-controls={navId}
          aria-label={`Dashboard menu: ${current.label}`}
          onClick={() => setOpen((value) => !value)}
        >
          <span className={classes.menuToggleLabel}>
            <IconLayoutSidebarLeftExpand size={18} aria-hidden />
            {current.label}
          </span>
        </Button>
        <DashboardNav role={role} id={navId} open={open} onNavigate={() => setOpen(false)} />
      </aside>
      <div className={classes.content}>
        <Suspense fallback={<ContentSkeleton />}>{children}</Suspense>
      </div>
    </Container>
  );
};
