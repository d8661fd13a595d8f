import { SimpleGrid, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

import classes from './FormSection.module.css';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * One section of a form (personal_info, health_info, …; docs/product/entities.md#registration-sections): a titled
 * group in two columns on wide screens.
 */
export const FormSection = ({ title, description, children }: FormSectionProps) => {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId} className={classes.title}>
        {title}
      </Title>
      {description ? (
        <Text size="sm" c="dimmed" mt={4}>
          {description}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" mt="md">
        {children}
      </SimpleGrid>
    </section>
  );
};

interface WideProps {
  wide?: boolean;
  children: ReactNode;
}

/** A grid cell that takes the whole row when `wide` (long text). */
export const FormCell = ({ wide = false, children }: WideProps) => (
  <div className={wide ? classes.wide : undefined}>{children}</div>
);
