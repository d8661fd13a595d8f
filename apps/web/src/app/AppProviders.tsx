import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type ReactNode } from 'react';
import { Provider } from 'react-redux';

import { type AppStore } from './store';
import { colorSchemeManager } from './theme/colorScheme';
import { cssVariablesResolver } from './theme/cssVariablesResolver';
import { theme } from './theme/theme';
import { ThemeSync } from './theme/ThemeSync';

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
      cssVariablesResolver={cssVariablesResolver}
      env={env}
    >
      <ThemeSync />
      <Notifications position="top-right" zIndex={1000} limit={3} />
      {children}
    </MantineProvider>
  </Provider>
);
