import { type ModalProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';

import { afterPageLoad } from '../app/afterPageLoad';
import { lazyWithPreload } from '../app/lazyWithPreload';

export const ModalChunk = lazyWithPreload(() => import('./mantineModal'), 'Modal');

/**
 * Mantine's Modal, whose code (focus trap, scroll lock, overlay: some 11 kB gzipped) no page needs for its first
 * paint (issue 19). It mounts, closed, once the page has loaded, so the first opening animates like any other; a
 * dialog opened sooner mounts at once, as soon as its chunk has arrived.
 */
export const LazyModal = (props: ModalProps) => {
  const [pageLoaded, setPageLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (pageLoaded) return;
    let mounted = true;
    void afterPageLoad().then(() => mounted && setPageLoaded(true));
    return () => {
      mounted = false;
    };
  }, [pageLoaded]);
  return pageLoaded || props.opened ? (
    <Suspense fallback={null}>
      <ModalChunk {...props} />
    </Suspense>
  ) : null;
};
