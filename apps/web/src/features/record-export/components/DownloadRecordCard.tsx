import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

import { FailureAlert } from '../../../layout/FailureAlert';
import { SectionCard } from '../../../layout/SectionCard';
import { useRecordDownload } from '../hooks/useRecordDownload';

/** "Download my record": the patient's own data as a FHIR R4 file another clinic or health app can import. */
export const DownloadRecordCard = () => {
  const { state, download } = useRecordDownload();
  const busy = state.status === 'busy';
  return (
    <SectionCard
      title="Your record to take away"
      description="One file with your profile, readings, allergies, conditions, appointments and prescriptions, in FHIR R4: the standard format other clinics and health apps can import."
    >
      <Group gap="md" align="center">
        <Button
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={() => void download()}
          loading={busy}
          loaderProps={{ type: 'dots' }}
          aria-busy={busy}
        >
          Download my record
        </Button>
        <Text size="sm" c="dimmed" role="status">
          {busy ? 'Preparing your record…' : null}
          {state.status === 'done' ? `Downloaded ${state.fileName}.` : null}
        </Text>
      </Group>
      {state.status === 'failed' ? <FailureAlert message={state.message} /> : null}
    </SectionCard>
  );
};
