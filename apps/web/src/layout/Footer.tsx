import { Container, Group, Text } from '@mantine/core';
import { COPYRIGHT_YEAR, PRODUCT_NAME, TAGLINE } from '@vitalsync/shared';

import classes from './Footer.module.css';
import { LogoMark } from './LogoMark';

export const Footer = () => (
  <footer className={classes.footer}>
    <Container size="lg" className={classes.inner}>
      <Group gap="xs" wrap="nowrap">
        <LogoMark size={22} />
        <Text size="sm" c="dimmed">
          {TAGLINE}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        {`© ${COPYRIGHT_YEAR} ${PRODUCT_NAME}. All rights reserved.`}
      </Text>
    </Container>
  </footer>
);
