import { Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState } from 'react';

import { lazyWithPreload } from '../app/lazyWithPreload';

import { Brand } from './Brand';
import classes from './Navbar.module.css';
import { PLACEHOLDER_ITEMS } from './placeholderItems';
import { SessionActions } from './SessionActions';
import { ThemeToggle } from './ThemeToggle';

export const MobileMenu = lazyWithPreload(() => import('./MobileMenu'), 'MobileMenu');

export const Navbar = () => {
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's chunk loads on the first open and stays mounted after, so it can animate closed.
  const [menuWanted, setMenuWanted] = useState(false);
  const toggleMenu = () => {
    setMenuWanted(true);
    menu.toggle();
  };

  return (
    <header className={classes.header}>
      <Container size="lg" className={classes.inner}>
        <Group gap="xl" wrap="nowrap">
          <Brand />
          <Box component="nav" aria-label="Main" visibleFrom="md" className={classes.links}>
            {PLACEHOLDER_ITEMS.map((item) => (
              <span key={item} className={classes.link}>
                {item}
              </span>
            ))}
          </Box>
        </Group>

        <Group gap="sm" wrap="nowrap">
          <Box visibleFrom="md" className={classes.sessionSlot}>
            <SessionActions />
          </Box>
          <ThemeToggle />
          <Burger
            hiddenFrom="md"
            opened={menuOpened}
            onClick={toggleMenu}
            aria-label={menuOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpened}
            size="sm"
          />
        </Group>
      </Container>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
    </header>
  );
};
