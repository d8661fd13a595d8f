import { ActionIcon, Tooltip, useComputedColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

import { useAppDispatch } from '../app/hooks';
import { toggleTheme } from '../features/session/sessionSlice';

/** Light/dark switch: flips `session.darkTheme`; ThemeSync repaints and persists the choice. */
export const ThemeToggle = () => {
  const dispatch = useAppDispatch();
  const isDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const label = isDark ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <Tooltip label={label} withArrow openDelay={400}>
      <ActionIcon
        variant="default"
        size="lg"
        radius="md"
        aria-label="Dark theme"
        aria-pressed={isDark}
        onClick={() => dispatch(toggleTheme())}
      >
        {isDark ? <IconSun size={18} stroke={1.8} /> : <IconMoon size={18} stroke={1.8} />}
      </ActionIcon>
    </Tooltip>
  );
};
