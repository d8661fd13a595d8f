import { type Role } from '@vitalsync/contracts';
import { lazy, Suspense } from 'react';

import { SectionSkeleton } from '../../medical-history/components/SectionSkeleton';

// Its own chunk: the Profile page paints first, the history follows.
const AccessHistorySection = lazy(() =>
  import('./AccessHistorySection').then((module) => ({ default: module.AccessHistorySection })),
);

/** Where the Profile page mounts the access history: patients only (doctors have none). */
export const PatientAccessHistory = ({ role }: { role: Role }) =>
  role === 'user' ? (
    <Suspense fallback={<SectionSkeleton label="Loading your access history" />}>
      <AccessHistorySection />
    </Suspense>
  ) : null;
