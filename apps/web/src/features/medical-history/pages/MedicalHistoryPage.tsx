import { Stack, Title } from '@mantine/core';

import { selectProfile, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { isDoctorProfile } from '../../profile/forms/profileForm';
import { DownloadRecordCard } from '../../record-export/components/DownloadRecordCard';
import { ConsultedDoctorsSection } from '../components/ConsultedDoctorsSection';
import { MedicalDataSection } from '../components/MedicalDataSection';
import { PrescriptionsSection } from '../components/PrescriptionsSection';
import { PatientReportsSection } from '../../reports/components/PatientReportsSection';

/**
 * `/dashboard/user/medical-history` (docs/product/screens-and-routes.md#medical-history), from the patient's own
 * data only: no sample content.
 */
export const MedicalHistoryPage = () => {
  usePageTitle('Medical History');
  const profile = useAppSelector(selectProfile);
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        Medical History
      </Title>
      <DownloadRecordCard />
      <ConsultedDoctorsSection />
      <PrescriptionsSection />
      <PatientReportsSection />
      {profile && !isDoctorProfile(profile) ? <MedicalDataSection healthInfo={profile.health_info} /> : null}
    </Stack>
  );
};
