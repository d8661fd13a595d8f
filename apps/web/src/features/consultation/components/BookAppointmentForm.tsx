import { Button, Card, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { BOOKING_FIELDS_REQUIRED_MESSAGE, BOOKING_SUCCESS_MESSAGE } from '@vitalsync/contracts';
import { type FormEvent, useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { notifySuccess } from '../../../app/notify';
import { FailureAlert } from '../../../layout/FailureAlert';
import { useBookAppointmentMutation, useGetAvailableDoctorsQuery } from '../../appointments/api';
import { localDateKey } from '../../appointments/appointmentTime';
import { bookingRequestOf, type BookingDraft, emptyBooking } from '../booking/bookingDraft';

import { ConsultationTypeField } from './ConsultationTypeField';
import { DoctorField } from './DoctorField';
import { ReasonField } from './ReasonField';
import { SlotPicker } from './SlotPicker';

interface BookAppointmentFormProps {
  /**
   * Navigation state `doctorId` (docs/product/screens-and-routes.md#doctor-consultation): the doctor chosen before
   * the form opens.
   */
  initialDoctorId: string | undefined;
}

/**
 * docs/product/screens-and-routes.md#doctor-consultation, book-appointment tab: doctor, date, time, type and
 * reason.
 */
export const BookAppointmentForm = ({ initialDoctorId }: BookAppointmentFormProps) => {
  const [draft, setDraft] = useState<BookingDraft>(() => emptyBooking(initialDoctorId));
  const [failure, setFailure] = useState<string>();
  const doctors = useGetAvailableDoctorsQuery();
  const [book, { isLoading: booking }] = useBookAppointmentMutation();

  const doctor = doctors.data?.doctors.find(({ _id }) => _id === draft.doctorId);
  const usesSlots = Boolean(doctor?.weeklyHours);
  const update = (changes: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = bookingRequestOf({ ...draft, doctorId: doctor?._id ?? '' }, usesSlots);
    if (!request) {
      setFailure(BOOKING_FIELDS_REQUIRED_MESSAGE);
      return;
    }
    setFailure(undefined);
    try {
      await book(request).unwrap();
      notifySuccess(BOOKING_SUCCESS_MESSAGE);
      setDraft(emptyBooking(request.doctorId));
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <Card p={{ base: 'lg', sm: 'xl' }}>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Book an appointment">
        <Stack gap="lg">
          {doctors.error && !doctors.data ? <FailureAlert message={failureMessage(doctors.error)} /> : null}
          <DoctorField
            doctors={doctors.data?.doctors}
            loading={doctors.isLoading}
            value={draft.doctorId}
            // Another doctor has other free times: the chosen one no longer applies.
            onChange={(doctorId) => update({ doctorId, slot: '' })}
            disabled={booking}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              type="date"
              label="Date"
              withAsterisk
              aria-required
              min={localDateKey(new Date())}
              value={draft.date}
              onChange={(event) => update({ date: event.currentTarget.value, slot: '' })}
              disabled={booking}
            />
            {usesSlots ? null : (
              <TextInput
                type="time"
                label="Time"
                withAsterisk
                aria-required
                description="In your own time zone."
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                value={draft.time}
                onChange={(event) => update({ time: event.currentTarget.value })}
                disabled={booking}
              />
            )}
          </SimpleGrid>
          {usesSlots ? (
            <SlotPicker
              doctorId={draft.doctorId}
              date={draft.date}
              value={draft.slot}
              onChange={(slot) => update({ slot })}
              onDateChange={(date) => update({ date, slot: '' })}
              disabled={booking}
            />
          ) : null}
          <ConsultationTypeField
            value={draft.type}
            onChange={(type) => update({ type })}
            disabled={booking}
          />
          <ReasonField value={draft.reason} onChange={(reason) => update({ reason })} disabled={booking} />
          {failure ? <FailureAlert message={failure} /> : null}
          <Group justify="flex-end">
            <Button type="submit" disabled={booking} leftSection={<IconCalendarPlus size={18} />}>
              {booking ? 'Booking...' : 'Book Appointment'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};
