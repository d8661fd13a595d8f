import { Progress, Stack, Text } from '@mantine/core';

import { type SignupProgress } from '../hooks/useSignupRequest';

interface UploadProgressProps {
  progress: SignupProgress;
}

/** How far the registration form has travelled; indeterminate when the browser cannot tell, never a made-up number. */
export const UploadProgress = ({ progress }: UploadProgressProps) => {
  if (progress.phase === 'idle') return null;
  const percent = progress.phase === 'uploading' ? progress.percent : null;
  const status =
    progress.phase === 'processing'
      ? 'Creating your account…'
      : percent === null
        ? 'Uploading your form…'
        : `Uploading your form… ${percent}%`;

  return (
    <Stack gap={6} aria-live="polite">
      {percent === null ? (
        <div role="progressbar" aria-label="Registration upload" aria-valuetext={status}>
          <Progress.Root size="sm">
            <Progress.Section value={100} striped animated withAria={false} />
          </Progress.Root>
        </div>
      ) : (
        <Progress value={percent} size="sm" aria-label="Registration upload" />
      )}
      <Text size="sm" c="dimmed">
        {status}
      </Text>
    </Stack>
  );
};
