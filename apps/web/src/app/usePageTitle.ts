import { PRODUCT_NAME } from '@vitalsync/shared';
import { useEffect } from 'react';

/** Each screen names itself in the tab title (WCAG 2.4.2); the landing page is just the product name. */
export const usePageTitle = (title?: string) => {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
};
