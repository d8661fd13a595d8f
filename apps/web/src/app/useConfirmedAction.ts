import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';

import { failureMessage } from './apiError';

export interface ConfirmedAction {
  opened: boolean;
  /** The server's reason when it refused; the dialog stays open to show it. */
  failure: string | undefined;
  open: () => void;
  dismiss: () => void;
  confirm: () => Promise<void>;
}

/**
 * The state of a dialog that confirms an action which cannot be undone (cancelling an appointment, removing a
 * report): it closes only once the server has done it, and otherwise stays open saying why.
 */
export const useConfirmedAction = (action: () => Promise<unknown>, onDone?: () => void): ConfirmedAction => {
  const [opened, { open, close }] = useDisclosure(false);
  const [failure, setFailure] = useState<string>();

  const dismiss = () => {
    setFailure(undefined);
    close();
  };

  const confirm = async () => {
    setFailure(undefined);
    try {
      await action();
      close();
      onDone?.();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return { opened, failure, open, dismiss, confirm };
};
