import { Alert, Group, Loader, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { EMAIL_KIND_LABELS, EMAIL_KINDS, type EmailKind, type EmailSettings } from '@vitalsync/contracts';
import { useState } from 'react';

import { failureMessage } from '../../../app/apiError';
import { LoadFailure } from '../../../layout/LoadFailure';
import { SectionCard } from '../../../layout/SectionCard';
import { useGetEmailSettingsQuery, useSaveEmailSettingsMutation } from '../api';

/** What each switch adds under its label. */
const HINTS: Record<EmailKind, string> = {
  booked: 'When you or the other person books an appointment.',
  cancelled: 'When an appointment of yours is cancelled.',
  reminder: 'The day before, with the time.',
  emergency: 'Only that there is one: sign in to see who and why.',
};

/** The kinds this person has switches for: a patient's settings carry no emergency switch. */
const kindsOf = (settings: EmailSettings): EmailKind[] =>
  EMAIL_KINDS.filter((kind) => settings[kind] !== undefined);

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving'; of: EmailKind }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

const SaveLine = ({ state }: { state: SaveState }) => {
  if (state.kind === 'saving')
    return (
      <Group gap="xs">
        <Loader size={14} aria-hidden />
        <Text size="sm" c="dimmed">
          Saving…
        </Text>
      </Group>
    );
  if (state.kind === 'saved')
    return (
      <Group gap="xs">
        <IconCheck size={16} aria-hidden />
        <Text size="sm" c="dimmed">
          Saved
        </Text>
      </Group>
    );
  if (state.kind === 'failed')
    return (
      <Group gap="xs" c="var(--mantine-color-error)">
        <IconAlertCircle size={16} aria-hidden />
        <Text size="sm" c="var(--mantine-color-error)">{`Not saved. ${state.message}`}</Text>
      </Group>
    );
  return (
    <Text size="sm" c="dimmed">
      Changes are saved as you switch.
    </Text>
  );
};

/**
 * Settings → E-mails: one switch per kind of e-mail, each saved when flipped. E-mails carry names, dates and
 * times only, never health details, which the card says so nobody expects more.
 */
export const EmailSettingsCard = () => {
  const settings = useGetEmailSettingsQuery();
  const [save] = useSaveEmailSettingsMutation();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });

  const flip = async (kind: EmailKind, on: boolean) => {
    setState({ kind: 'saving', of: kind });
    try {
      await save({ [kind]: on }).unwrap();
      setState({ kind: 'saved' });
    } catch (error) {
      setState({ kind: 'failed', message: failureMessage(error) });
    }
  };

  return (
    <SectionCard
      title="E-mails"
      description="Choose which e-mails VitalSync sends you. They give names, dates and times only, never health details."
    >
      {settings.isLoading ? (
        <Stack gap="sm" aria-label="Loading your e-mail settings">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={36} />
          ))}
        </Stack>
      ) : settings.isError || !settings.data ? (
        <LoadFailure
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Stack gap="md">
          {settings.data.sending ? null : (
            <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
              This server does not send e-mail at the moment. Your choices are kept for when it does.
            </Alert>
          )}
          {kindsOf(settings.data.settings).map((kind) => (
            <Switch
              key={kind}
              size="md"
              label={EMAIL_KIND_LABELS[kind]}
              // The label element also holds the hint; the name is the label alone, the hint its description.
              aria-label={EMAIL_KIND_LABELS[kind]}
              description={HINTS[kind]}
              checked={settings.data?.settings[kind] === true}
              disabled={state.kind === 'saving'}
              onChange={(event) => void flip(kind, event.currentTarget.checked)}
            />
          ))}
          <div aria-live="polite">
            <SaveLine state={state} />
          </div>
        </Stack>
      )}
    </SectionCard>
  );
};
