import { type Role } from '@vitalsync/contracts';
import { type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';

import { NotFoundPage } from '../../not-found/pages/NotFoundPage';
import { DASHBOARD_SECTIONS } from '../dashboardSections';

import { ComingSoon } from './ComingSoon';
import { DashboardLayout } from './DashboardLayout';

interface RoleDashboardProps {
  role: Role;
  /** Built pages by section path ('' is the home); every other section shows its "coming soon" page. */
  pages: Readonly<Partial<Record<string, ReactNode>>>;
}

/** The routes of one role's dashboard, all inside the sidebar layout. */
export const RoleDashboard = ({ role, pages }: RoleDashboardProps) => (
  <DashboardLayout role={role}>
    <Routes>
      {DASHBOARD_SECTIONS[role].map((section) => {
        const element = pages[section.path] ?? <ComingSoon role={role} section={section} />;
        return section.path === '' ? (
          <Route key="home" index element={element} />
        ) : (
          <Route key={section.path} path={section.path} element={element} />
        );
      })}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  </DashboardLayout>
);
