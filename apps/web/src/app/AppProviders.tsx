import { MantineProvider } from '@mantine/core';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { type AppStore } from './store';
import { colorSchemeManager } from './theme/colorScheme';
import { theme } from './theme/theme';
import { ThemeSync } from './theme/ThemeSync';
import { LazyToasts } from './toasts/LazyToasts';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
  /** `'test'` turns off Mantine transitions and portals (Jest). */
  env?: 'default' | 'test';
}

export const AppProviders = ({ store, children, env = 'default' }: AppProvidersProps) => (
  <Provider store={store}>
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      // The theme's variables are a stylesheet (themeCssVariables.css, imported by main.tsx), not computed at start.
      withCssVariables={false}
      env={env}
    >
      <ThemeSync />
      <LazyToasts />
      {children}
    </MantineProvider>
  </Provider>
);
