import { Button, type ButtonVariant } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface PatientProfileLinkProps {
  userId: string;
  variant?: ButtonVariant;
}

/**
 * "View Profile": the Patients page opened on this patient (navigation state `{ userId }`,
 * docs/product/screens-and-routes.md#patients).
 */
export const PatientProfileLink = ({ userId, variant = 'default' }: PatientProfileLinkProps) => (
  <Button
    component={Link}
    to="/dashboard/doctor/patients"
    state={{ userId }}
    variant={variant}
    leftSection={<IconUser size={18} aria-hidden />}
  >
    View Profile
  </Button>
);
