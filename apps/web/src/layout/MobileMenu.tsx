import { Box, Divider, Drawer, Stack } from '@mantine/core';

import { Brand } from './Brand';
import classes from './Navbar.module.css';
import { PLACEHOLDER_ITEMS } from './placeholderItems';
import { SessionActions } from './SessionActions';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The phone menu: a drawer with the navigation and account links (a chunk loaded on the first open). */
export const MobileMenu = ({ opened, onClose }: MobileMenuProps) => (
  <Drawer
    opened={opened}
    onClose={onClose}
    hiddenFrom="md"
    position="right"
    size="85%"
    padding="lg"
    title={<Brand onNavigate={onClose} />}
    closeButtonProps={{ 'aria-label': 'Close menu' }}
  >
    <Stack gap="lg">
      <Box component="nav" aria-label="Mobile">
        {PLACEHOLDER_ITEMS.map((item) => (
          <span key={item} className={classes.mobileLink}>
            {item}
          </span>
        ))}
      </Box>
      <Divider />
      <SessionActions stacked onNavigate={onClose} />
    </Stack>
  </Drawer>
);
