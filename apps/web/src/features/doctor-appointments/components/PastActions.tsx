import { Button, Group } from '@mantine/core';
import { IconFileDescription, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { type DoctorAppointment } from '@vitalsync/contracts';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { ActionRow } from '../../../layout/ActionRow';
import { LazyModal } from '../../../layout/LazyModal';
import { PrescriptionSummary } from '../../appointments/components/PrescriptionSummary';

import { AppointmentDetails } from './AppointmentDetails';

type OpenDialog = 'prescription' | 'details' | undefined;

/**
 * docs/product/screens-and-routes.md#doctor-appointments, Past tab: "Prescription" when there is one, and "View
 * Details".
 */
export const PastActions = ({ appointment }: { appointment: DoctorAppointment }) => {
  const [open, setOpen] = useState<OpenDialog>();
  const { _id: id, prescription, user } = appointment;
  const close = () => setOpen(undefined);

  return (
    <ActionRow>
      {prescription ? (
        <Button
          variant="light"
          leftSection={<IconFileDescription size={18} aria-hidden />}
          onClick={() => setOpen('prescription')}
        >
          Prescription
        </Button>
      ) : null}
      <Button
        variant="default"
        leftSection={<IconInfoCircle size={18} aria-hidden />}
        onClick={() => setOpen('details')}
      >
        View Details
      </Button>
      {prescription ? (
        <LazyModal
          opened={open === 'prescription'}
          onClose={close}
          title={`Prescription for ${user.fullName}`}
          size="lg"
          closeButtonProps={{ 'aria-label': 'Close' }}
        >
          <PrescriptionSummary prescription={prescription} />
          <Group justify="flex-end" mt="lg">
            <Button
              component={Link}
              to="/dashboard/doctor/reports"
              state={{ appointmentId: id }}
              variant="light"
              leftSection={<IconPencil size={18} aria-hidden />}
            >
              Edit Prescription
            </Button>
          </Group>
        </LazyModal>
      ) : null}
      <LazyModal
        opened={open === 'details'}
        onClose={close}
        title="Appointment details"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <AppointmentDetails appointmentId={id} />
      </LazyModal>
    </ActionRow>
  );
};
