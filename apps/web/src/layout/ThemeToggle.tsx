import { ActionIcon, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

import { useAppDispatch } from '../app/hooks';
import { toggleTheme } from '../features/session/sessionSlice';

/** Light/dark switch: flips `session.darkTheme`; ThemeSync repaints and persists the choice. */
export const ThemeToggle = () => {
  const dispatch = useAppDispatch();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const label = isDark ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    // A native title, not Mantine's Tooltip, whose floating-ui code would add ~16 KB gzipped to every first load.
    <ActionIcon
      variant="default"
      size="lg"
      radius="md"
      aria-label="Dark theme"
      aria-pressed={isDark}
      title={label}
      onClick={() => dispatch(toggleTheme())}
    >
      {isDark ? <IconSun size={18} stroke={1.8} /> : <IconMoon size={18} stroke={1.8} />}
    </ActionIcon>
  );
};
