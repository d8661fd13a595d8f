import { List } from '@mantine/core';

import { FailureAlert } from '../layout/FailureAlert';

export interface FormFailure {
  message: string;
  /** Server messages for fields the form does not show. */
  details: string[];
}

interface FormFailureAlertProps {
  failure: FormFailure | undefined;
}

/** Why a form was refused, in the server's words, with the details no field of the form shows. */
export const FormFailureAlert = ({ failure }: FormFailureAlertProps) =>
  failure ? (
    <FailureAlert message={failure.message}>
      {failure.details.length > 0 ? (
        <List size="sm">
          {failure.details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </FailureAlert>
  ) : null;
