import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';

import { SectionCard } from '../../../layout/SectionCard';

import classes from './HealthOverview.module.css';

/**
 * The AI's lifestyle tips (docs/product/screens-and-routes.md#health-overview: a list of health tips), or when they
 * will come.
 */
export const TipsCard = ({ tips }: { tips: readonly string[] | null }) => (
  <SectionCard title="Lifestyle Tips">
    {tips && tips.length > 0 ? (
      <Stack component="ul" gap="sm" className={classes.list} aria-label="Lifestyle tips">
        {tips.map((tip, index) => (
          <li key={`${index}-${tip}`} className={classes.listItem}>
            <ThemeIcon variant="light" size="md" radius="xl">
              <IconBulb size={16} aria-hidden />
            </ThemeIcon>
            <Text size="sm" className={classes.listText} pt={4}>
              {tip}
            </Text>
          </li>
        ))}
      </Stack>
    ) : (
      <Text c="dimmed">Tips appear here with your health summary.</Text>
    )}
  </SectionCard>
);
