import { Button, Group, Stack } from '@mantine/core';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { selectCurrRole, selectLoggedIn, useAppSelector } from '../app/hooks';
import { useLogout } from '../features/session/hooks/useLogout';

interface SessionActionsProps {
  stacked?: boolean;
  onNavigate?: () => void;
}

/** Login and Sign Up, or the role's dashboard and Logout; nothing until the session check has answered. */
export const SessionActions = ({ stacked = false, onNavigate }: SessionActionsProps) => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const currRole = useAppSelector(selectCurrRole);
  const { logout, isLoggingOut } = useLogout();
  const Layout = stacked ? Stack : Group;

  // Until the server has answered whether a session exists, show neither choice (the slot keeps its width).
  if (loggedIn === undefined) return null;

  if (loggedIn && currRole) {
    return (
      <Layout gap="xs">
        <Button
          component={Link}
          to={`/dashboard/${currRole}`}
          variant="light"
          leftSection={<IconLayoutDashboard size={18} />}
          onClick={onNavigate}
          fullWidth={stacked}
          size={stacked ? 'md' : 'sm'}
        >
          {`${currRole} Dashboard`}
        </Button>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} />}
          loading={isLoggingOut}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
          fullWidth={stacked}
          size={stacked ? 'md' : 'sm'}
        >
          Logout
        </Button>
      </Layout>
    );
  }

  return (
    <Layout gap="xs">
      <Button
        component={Link}
        to="/login"
        variant="default"
        onClick={onNavigate}
        fullWidth={stacked}
        size={stacked ? 'md' : 'sm'}
      >
        Login
      </Button>
      <Button
        component={Link}
        to="/signup"
        onClick={onNavigate}
        fullWidth={stacked}
        size={stacked ? 'md' : 'sm'}
      >
        Sign Up
      </Button>
    </Layout>
  );
};
