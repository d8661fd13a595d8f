import { Group, Text, UnstyledButton } from '@mantine/core';
import { PRODUCT_NAME } from '@vitalsync/shared';
import { Link } from 'react-router-dom';

import { LogoMark } from './LogoMark';

interface BrandProps {
  onNavigate?: () => void;
}

export const Brand = ({ onNavigate }: BrandProps) => (
  <UnstyledButton component={Link} to="/" onClick={onNavigate} aria-label={`${PRODUCT_NAME} home`}>
    <Group gap={10} wrap="nowrap">
      <LogoMark size={34} />
      <Text component="span" fw={700} fz={20} lts={-0.3}>
        {PRODUCT_NAME}
      </Text>
    </Group>
  </UnstyledButton>
);
