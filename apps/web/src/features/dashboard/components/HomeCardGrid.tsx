import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { type HomeCard } from '../dashboardSections';

import classes from './HomeCardGrid.module.css';

interface HomeCardGridProps {
  role: Role;
  cards: readonly HomeCard[];
  /** Accessible name of the list of cards. */
  label: string;
}

/** The shortcut cards of a dashboard home; each whole card is one link. */
export const HomeCardGrid = ({ role, cards, label }: HomeCardGridProps) => (
  <SimpleGrid
    component="ul"
    aria-label={label}
    cols={{ base: 1, xs: 2, lg: 3 }}
    spacing={{ base: 'sm', sm: 'md' }}
    className={classes.grid}
  >
    {cards.map(({ to, title, description, icon: CardIcon }) => (
      <li key={to} className={classes.item}>
        <Card component={Link} to={`/dashboard/${role}/${to}`} className={classes.card} padding="lg">
          <ThemeIcon size={44} radius="md" variant="light" className={classes.icon}>
            <CardIcon size={24} stroke={1.7} aria-hidden />
          </ThemeIcon>
          <div>
            <Title order={2} fz="md" className={classes.title}>
              {title}
              <IconArrowRight size={16} className={classes.arrow} aria-hidden />
            </Title>
            <Text size="sm" c="dimmed" mt={4} lh={1.5}>
              {description}
            </Text>
          </div>
        </Card>
      </li>
    ))}
  </SimpleGrid>
);
