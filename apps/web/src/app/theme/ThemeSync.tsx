import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';

import { setTheme } from '../../features/session/sessionSlice';
import { selectDarkTheme, useAppDispatch, useAppSelector } from '../hooks';

/**
 * Keeps `session.darkTheme` and Mantine's colour scheme (persisted in localStorage) equal. Whichever side changed
 * since the last render wins: a `toggleTheme`/`setTheme` dispatch repaints the page, and a scheme restored from
 * storage (or changed in another tab) updates the slice.
 */
export const ThemeSync = () => {
  const dispatch = useAppDispatch();
  const darkTheme = useAppSelector(selectDarkTheme);
  const { setColorScheme } = useMantineColorScheme();
  const schemeIsDark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const previous = useRef<{ scheme: boolean; slice: boolean } | null>(null);

  useEffect(() => {
    const last = previous.current;
    previous.current = { scheme: schemeIsDark, slice: darkTheme };
    if (schemeIsDark === darkTheme) return;
    const sliceChanged = last !== null && last.slice !== darkTheme && last.scheme === schemeIsDark;
    if (sliceChanged) setColorScheme(darkTheme ? 'dark' : 'light');
    else dispatch(setTheme(schemeIsDark));
  }, [schemeIsDark, darkTheme, dispatch, setColorScheme]);

  return null;
};
