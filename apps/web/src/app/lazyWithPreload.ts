import { type ComponentType, lazy } from 'react';

/**
 * `React.lazy` for a named component export, plus `preload()`. Once the chunk is loaded, the loader hands React an
 * already-settled thenable, so a preloaded component renders at once instead of suspending for a tick (unit tests
 * preload every chunk).
 */
export const lazyWithPreload = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => {
  let loaded: ComponentType<P> | undefined;
  const preload = async (): Promise<ComponentType<P>> => {
    loaded ??= (await load())[name];
    return loaded;
  };
  const Component = lazy(() => {
    const component = loaded;
    if (!component) return preload().then((fresh) => ({ default: fresh }));
    // A synchronous thenable: React reads the module in the same render.
    return {
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    } as Promise<{ default: ComponentType<P> }>;
  });
  return Object.assign(Component, { preload });
};
