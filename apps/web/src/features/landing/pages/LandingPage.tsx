import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconHeartbeat, IconMessageChatbot, IconStethoscope } from '@tabler/icons-react';
import { PRODUCT_NAME, TAGLINE } from '@vitalsync/shared';
import { Link } from 'react-router-dom';

import { selectCurrRole, selectLoggedIn, useAppSelector } from '../../../app/hooks';
import { usePageTitle } from '../../../app/usePageTitle';
import { LogoMark } from '../../../layout/LogoMark';
import { FeatureCard } from '../components/FeatureCard';
import { HealthPreview } from '../components/HealthPreview';

import classes from './LandingPage.module.css';

const FEATURES = [
  {
    icon: <IconHeartbeat size={26} stroke={1.7} />,
    title: 'Your health at a glance',
    description:
      'Weight, BMI, heart rate and daily steps in one overview, with an AI-written summary, alerts and lifestyle tips.',
  },
  {
    icon: <IconStethoscope size={26} stroke={1.7} />,
    title: 'Consult your doctors',
    description:
      'Book appointments, chat in real time and join video calls with doctors who already know your history.',
  },
  {
    icon: <IconMessageChatbot size={26} stroke={1.7} />,
    title: 'AI health assistant',
    description:
      'Ask a health question at any hour and get a clear, friendly answer, written for you rather than for a textbook.',
  },
] as const;

export const LandingPage = () => {
  usePageTitle();
  const loggedIn = useAppSelector(selectLoggedIn);
  const currRole = useAppSelector(selectCurrRole);
  const startTarget = loggedIn && currRole ? `/dashboard/${currRole}` : '/login';

  return (
    <>
      <section className={classes.hero}>
        <Container size="lg">
          <SimpleGrid
            cols={{ base: 1, md: 2 }}
            spacing={56}
            verticalSpacing={48}
            style={{ alignItems: 'center' }}
          >
            <Stack gap="lg" align="flex-start">
              <LogoMark size={60} />
              <Title order={1} className={classes.title}>
                Welcome to <span className={classes.accent}>{PRODUCT_NAME}</span>
              </Title>
              <Text className={classes.tagline}>{TAGLINE}</Text>
              <Text c="dimmed" maw={480} lh={1.65}>
                One calm place for patients and doctors: your health data, AI insights, appointments, chat and
                video consultations.
              </Text>
              <Group mt="sm">
                <Button
                  component={Link}
                  to={startTarget}
                  size="lg"
                  rightSection={<IconArrowRight size={20} />}
                >
                  Get Started
                </Button>
              </Group>
            </Stack>
            <HealthPreview />
          </SimpleGrid>
        </Container>
      </section>

      <section className={classes.features} aria-labelledby="features-heading">
        <Container size="lg">
          <Title order={2} id="features-heading" ta="center" fz={{ base: 26, sm: 32 }}>
            Everything your care needs, in one place
          </Title>
          <Text c="dimmed" ta="center" maw={560} mx="auto" mt="sm" mb={48}>
            Built with patients and doctors, for the moments between appointments as much as the appointments
            themselves.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {FEATURES.map((feature) => (
              <FeatureCard key={feature.title} {...feature} />
            ))}
          </SimpleGrid>
        </Container>
      </section>
    </>
  );
};
