import { Button, type MantineSize } from '@mantine/core';
import { IconNotes, IconUser } from '@tabler/icons-react';

interface PatientButtonsProps {
  userId: string;
  /** The patient's name element: each button says whose record it opens. */
  nameId: string;
  size?: MantineSize;
  onView: (userId: string) => void;
  onAddNotes: (userId: string) => void;
}

/** docs/product/screens-and-routes.md#patients, Patient Manager: "View Profile" and "Add Notes" for one patient. */
export const PatientButtons = ({ userId, nameId, size = 'sm', onView, onAddNotes }: PatientButtonsProps) => {
  const iconSize = size === 'xs' ? 16 : 18;
  return (
    <>
      <Button
        size={size}
        variant="light"
        leftSection={<IconUser size={iconSize} aria-hidden />}
        aria-describedby={nameId}
        onClick={() => onView(userId)}
      >
        View Profile
      </Button>
      <Button
        size={size}
        variant="default"
        leftSection={<IconNotes size={iconSize} aria-hidden />}
        aria-describedby={nameId}
        onClick={() => onAddNotes(userId)}
      >
        Add Notes
      </Button>
    </>
  );
};
