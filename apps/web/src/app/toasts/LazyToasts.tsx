import { Suspense } from 'react';

import { lazyWithPreload } from '../lazyWithPreload';

import { useToastsDemanded } from './toastDemand';

export const ToastHost = lazyWithPreload(() => import('./ToastHost'), 'ToastHost');

/** Mounts the toast container once the first toast is raised (toasts raised meanwhile wait in Mantine's store). */
export const LazyToasts = () =>
  useToastsDemanded() ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
