import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

import { selectSession, useAppSelector } from '../app/hooks';
import { useLogout } from '../features/session/hooks/useLogout';

import { Brand } from './Brand';
import classes from './Navbar.module.css';
import { ThemeToggle } from './ThemeToggle';

// Spec section 1: About, Services and Contact are placeholders with no target, hence <a> without href.
const PLACEHOLDER_ITEMS = ['About', 'Services', 'Contact'] as const;

interface SessionActionsProps {
  stacked?: boolean;
  onNavigate?: () => void;
}

const SessionActions = ({ stacked = false, onNavigate }: SessionActionsProps) => {
  const { loggedIn, currRole } = useAppSelector(selectSession);
  const { logout, isLoggingOut } = useLogout();
  const Layout = stacked ? Stack : Group;

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

export const Navbar = () => {
  const [menuOpened, menu] = useDisclosure(false);

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xl" wrap="nowrap">
          <Brand />
          <Box component="nav" aria-label="Main" visibleFrom="md" className={classes.links}>
            {PLACEHOLDER_ITEMS.map((item) => (
              <a key={item} className={classes.link}>
                {item}
              </a>
            ))}
          </Box>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <ThemeToggle />
          <Box visibleFrom="md">
            <SessionActions />
          </Box>
          <Burger
            hiddenFrom="md"
            opened={menuOpened}
            onClick={menu.toggle}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            size="sm"
          />
        </Group>
      </Container>

      <Drawer
        opened={menuOpened}
        onClose={menu.close}
        hiddenFrom="md"
        position="right"
        size="85%"
        padding="lg"
        title={<Brand onNavigate={menu.close} />}
      >
        <Stack gap="lg">
          <Box component="nav" aria-label="Mobile">
            {PLACEHOLDER_ITEMS.map((item) => (
              <a key={item} className={classes.mobileLink}>
                {item}
              </a>
            ))}
          </Box>
          <Divider />
          <SessionActions stacked onNavigate={menu.close} />
        </Stack>
      </Drawer>
    </header>
  );
};
