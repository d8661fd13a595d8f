import { Card, Container, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PRODUCT_NAME, TAGLINE } from '@vitalsync/shared';
import { type ReactNode } from 'react';

import { LogoMark } from '../../../layout/LogoMark';

import classes from './AuthLayout.module.css';

const BENEFITS = [
  'A health overview with AI summary, alerts and tips',
  'Appointments, chat and video calls with your doctors',
  'Your data stays yours: only your doctors see it',
] as const;

interface AuthLayoutProps {
  /** `split`: the card beside the product reminder (login); `wide`: one roomy card for a long form (signup). */
  layout?: 'split' | 'wide';
  heading: string;
  description: string;
  children: ReactNode;
  footer: ReactNode;
}

const ProductAside = () => (
  <Stack visibleFrom="md" className={classes.aside} justify="space-between" gap="xl">
    <Group gap="sm">
      <LogoMark size={40} />
      <Text fw={700} fz={22}>
        {PRODUCT_NAME}
      </Text>
    </Group>
    <div>
      <Text fz={30} fw={700} lh={1.2} lts={-0.5}>
        {TAGLINE}
      </Text>
      <List
        mt="xl"
        spacing="md"
        icon={
          <ThemeIcon color="white" variant="transparent" size={22}>
            <IconCircleCheck size={22} stroke={1.8} />
          </ThemeIcon>
        }
      >
        {BENEFITS.map((benefit) => (
          <List.Item key={benefit}>
            <Text c="teal.0">{benefit}</Text>
          </List.Item>
        ))}
      </List>
    </div>
    <Text size="sm" c="teal.1">
      For patients and doctors.
    </Text>
  </Stack>
);

/** Login and registration: a card with the heading and form, beside a short reminder of what the account gives. */
export const AuthLayout = ({ layout = 'split', heading, description, children, footer }: AuthLayoutProps) => {
  const card = (
    <Card className={classes.card} shadow="sm">
      <Title order={1} fz={{ base: 26, sm: 30 }} lts={-0.5}>
        {heading}
      </Title>
      <Text c="dimmed" mt="xs" mb="xl">
        {description}
      </Text>
      {children}
      <Text size="sm" c="dimmed" ta="center" mt="xl">
        {footer}
      </Text>
    </Card>
  );

  return (
    <div className={classes.wrapper}>
      {layout === 'wide' ? (
        <Container size={820} w="100%">
          {card}
        </Container>
      ) : (
        <Container size="lg" w="100%">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
            <ProductAside />
            {card}
          </SimpleGrid>
        </Container>
      )}
    </div>
  );
};
