import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconFileUpload, IconReportMedical, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';

import { EmptyState } from '../../../layout/EmptyState';

/**
 * Spec section 2, Reports tab: a search box and "Add Report". There is no reports service yet, so the tab says so
 * plainly instead of showing the original's static sample card.
 */
export const ReportsTab = () => {
  const unavailableId = useId();
  return (
    <Stack gap="lg">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label="Search reports"
          placeholder="Search reports..."
          leftSection={<IconSearch size={18} aria-hidden />}
          disabled
          aria-describedby={unavailableId}
          style={{ flex: '1 1 16rem', maxWidth: '24rem' }}
        />
        <Button
          leftSection={<IconFileUpload size={18} aria-hidden />}
          disabled
          aria-describedby={unavailableId}
        >
          Add Report
        </Button>
      </Group>
      <Text size="sm" c="dimmed" id={unavailableId}>
        Report uploads are not available yet.
      </Text>
      <EmptyState icon={IconReportMedical} message="No reports yet." />
    </Stack>
  );
};
