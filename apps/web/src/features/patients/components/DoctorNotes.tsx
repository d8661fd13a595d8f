import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { DOCTOR_NOTE_MAX_LENGTH, NOTE_SAVED_MESSAGE } from '@vitalsync/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { notifySuccess } from '../../../app/notify';
import { shownQueryState } from '../../../app/queryState';
import { AutosizeTextarea } from '../../../forms/AutosizeTextarea';
import { FailureAlert } from '../../../layout/FailureAlert';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { useAddNoteMutation, useGetNotesQuery } from '../../appointments/api';
import { formatAppointmentMoment } from '../../appointments/appointmentTime';

import classes from './DoctorNotes.module.css';

const EMPTY_MESSAGE = 'Write a note first.';
const TOO_LONG_MESSAGE = `Note cannot exceed ${DOCTOR_NOTE_MAX_LENGTH} characters`;

interface DoctorNotesProps {
  patientId: string;
  /** Opened by "Add Notes": the form takes the focus. */
  focusForm: boolean;
}

/** The doctor's private notes on one patient, newest first, and a form to add one. */
export const DoctorNotes = ({ patientId, focusForm }: DoctorNotesProps) => {
  const {
    data,
    error: loadError,
    isLoading,
    isFetching,
    refetch,
  } = useGetNotesQuery(patientId, { selectFromResult: shownQueryState });
  const [addNote, { isLoading: saving }] = useAddNoteMutation();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [saveError, setSaveError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!focusForm) return;
    field.current?.scrollIntoView({ block: 'center' });
    field.current?.focus();
  }, [focusForm]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveError(undefined);
    const note = text.trim();
    const problem = !note
      ? EMPTY_MESSAGE
      : note.length > DOCTOR_NOTE_MAX_LENGTH
        ? TOO_LONG_MESSAGE
        : undefined;
    setFieldError(problem);
    if (problem) {
      field.current?.focus();
      return;
    }
    try {
      await addNote({ patientId, text: note }).unwrap();
      setText('');
      notifySuccess(NOTE_SAVED_MESSAGE);
    } catch (failure) {
      setSaveError(failureMessage(failure));
    }
  };

  const notes = [...(data?.notes ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <SectionCard title="Notes" description="Private to you: the patient does not see them.">
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Add a note">
        <Stack gap="sm">
          <AutosizeTextarea
            ref={field}
            label="Note"
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setFieldError(undefined);
            }}
            error={fieldError}
            description={`${text.length} / ${DOCTOR_NOTE_MAX_LENGTH}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            minRows={3}
            maxRows={10}
          />
          {saveError ? <FailureAlert message={saveError} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} leftSection={<IconNotes size={18} />}>
              Add Note
            </Button>
          </Group>
        </Stack>
      </form>
      {isLoading ? (
        <Stack gap="xs" role="status" aria-label="Loading notes">
          <Skeleton height={14} width="30%" />
          <Skeleton height={40} />
        </Stack>
      ) : null}
      {!isLoading && !data ? (
        <LoadFailure error={loadError} onRetry={() => void refetch()} retrying={isFetching} />
      ) : null}
      {data && notes.length === 0 ? <Text size="sm">No notes yet.</Text> : null}
      {notes.length > 0 ? (
        <ul className={classes.list} aria-label="Your notes">
          {notes.map((note) => (
            <li key={note._id} className={classes.note}>
              <Text size="xs" c="dimmed" fw={600} component="time" dateTime={note.createdAt}>
                {formatAppointmentMoment(note.createdAt)}
              </Text>
              <Text className={classes.text}>{note.text}</Text>
            </li>
          ))}
        </ul>
      ) : null}
    </SectionCard>
  );
};
