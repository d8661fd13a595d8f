import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode } from 'react';

interface FailureAlertProps {
  message: string;
  /** More about it, or a way forward such as "Try again". */
  children?: ReactNode;
}

/** A refused or failed request, in the server's words, announced to screen readers. */
export const FailureAlert = ({ message, children }: FailureAlertProps) => (
  <Alert
    role="alert"
    color="red"
    variant="light"
    icon={<IconAlertCircle size={20} aria-hidden />}
    title={message}
  >
    {children}
  </Alert>
);
