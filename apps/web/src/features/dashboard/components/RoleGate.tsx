import { type Role } from '@vitalsync/contracts';
import { type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { selectCurrRole, useAppSelector } from '../../../app/hooks';

interface RoleGateProps {
  role: Role;
  children: ReactNode;
}

/** A dashboard belongs to one role; anyone else is sent to their own dashboard. */
export const RoleGate = ({ role, children }: RoleGateProps) => {
  const currRole = useAppSelector(selectCurrRole);
  if (currRole && currRole !== role) return <Navigate to={`/dashboard/${currRole}`} replace />;
  return children;
};
