import { type ReactNode } from 'react';

import type * as RenderAppModule from './renderApp';

/**
 * A fresh copy of the app in which one component counts its renders (rendering the real one), for tests that a
 * change renders only what it changes. jest.setup.ts has loaded the app already, so the copy is loaded after the
 * counting component is in place; the lazy pages it opens load from the copy too. `modulePath` is absolute
 * (`require.resolve` in the test): a relative path would resolve from here.
 */
export const appCountingRenders = (modulePath: string, exportName: string) => {
  const renders = jest.fn();
  jest.resetModules();
  jest.doMock(modulePath, () => {
    const actual: Record<string, unknown> = jest.requireActual(modulePath);
    const Component = actual[exportName] as (props: object) => ReactNode;
    return {
      ...actual,
      [exportName]: (props: object) => {
        renders();
        return Component(props);
      },
    };
  });
  // Loaded after the mock, see above.
  const app = require('./renderApp') as typeof RenderAppModule;
  return { renders, ...app };
};
