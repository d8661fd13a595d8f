import { Button } from '@mantine/core';
import { IconMessages, IconPhone, IconPhoneCall } from '@tabler/icons-react';
import { type ConsultedPatientUser } from '@vitalsync/contracts';
import { Link } from 'react-router-dom';

import { ActionRow } from '../../../layout/ActionRow';

/** Spaces and dashes are for reading; a dialler gets the digits and the leading "+". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * What a doctor does first for a patient in trouble: call them, call their emergency contact, or write to them.
 * Each accessible name starts with the visible words and says whom and which number.
 */
export const PatientQuickActions = ({ user }: { user: ConsultedPatientUser }) => {
  const { fullName, phoneNumber } = user.personal_info;
  const { emergencyContactName: contactName, emergencyContactPhone: contactPhone } = user.emergency_contact;
  return (
    <ActionRow>
      <Button
        component="a"
        href={telHref(phoneNumber)}
        leftSection={<IconPhone size={18} aria-hidden />}
        aria-label={`Call patient ${fullName} at ${phoneNumber}`}
      >
        Call patient
      </Button>
      <Button
        component="a"
        href={telHref(contactPhone)}
        variant="light"
        leftSection={<IconPhoneCall size={18} aria-hidden />}
        aria-label={`Call emergency contact ${contactName} at ${contactPhone}`}
      >
        Call emergency contact
      </Button>
      <Button
        component={Link}
        to="/dashboard/doctor/chats"
        state={{ userId: user.id }}
        variant="default"
        leftSection={<IconMessages size={18} aria-hidden />}
        aria-label={`Message ${fullName}`}
      >
        Message
      </Button>
    </ActionRow>
  );
};
