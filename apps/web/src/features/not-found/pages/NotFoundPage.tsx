import { Button, Code, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconMapSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';

import { usePageTitle } from '../../../app/usePageTitle';

export const NotFoundPage = () => {
  usePageTitle('Page not found');
  const { pathname } = useLocation();

  return (
    <Container size="sm" py={{ base: 56, sm: 96 }} w="100%">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light">
          <IconMapSearch size={36} stroke={1.6} />
        </ThemeIcon>
        <Text fw={700} c="teal" fz="sm" tt="uppercase" lts={1}>
          Error 404
        </Text>
        <Title order={1} fz={{ base: 30, sm: 38 }} lts={-0.5}>
          Page not found
        </Title>
        <Text c="dimmed" maw={460} lh={1.6}>
          {'There is nothing at '}
          <Code fz="sm">{pathname}</Code>
          {'. The link may be out of date, or the address may have a typo.'}
        </Text>
        <Group mt="sm">
          <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} />} size="md">
            Back to home
          </Button>
        </Group>
      </Stack>
    </Container>
  );
};
