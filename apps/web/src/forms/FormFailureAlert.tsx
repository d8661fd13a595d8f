import { Alert, List } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export interface FormFailure {
  message: string;
  /** Server messages for fields the form does not show. */
  details: string[];
}

interface FormFailureAlertProps {
  failure: FormFailure | undefined;
}

/** Why a form was refused, in the server's words, announced to screen readers. */
export const FormFailureAlert = ({ failure }: FormFailureAlertProps) =>
  failure ? (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} />}
      title={failure.message}
    >
      {failure.details.length > 0 ? (
        <List size="sm">
          {failure.details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  ) : null;
