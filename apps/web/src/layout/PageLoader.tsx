import { Center, Loader, Stack, Text } from '@mantine/core';

interface PageLoaderProps {
  label?: string;
}

export const PageLoader = ({ label = 'Loading…' }: PageLoaderProps) => (
  <Center mih={320} role="status" aria-live="polite">
    <Stack align="center" gap="sm">
      <Loader size="md" />
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  </Center>
);
