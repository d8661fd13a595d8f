import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconShieldCheck } from '@tabler/icons-react';
import { AI_MESSAGES, type HealthAlert } from '@vitalsync/contracts';

interface HealthAlertNoticeProps {
  /** null: no insights yet. */
  alert: HealthAlert | null;
}

/**
 * The AI health alert. Red, announced at once, only when it marks an emergency (red is for emergencies:
 * docs/architecture.md#web-client-look-and-accessibility); any other alert is a calm note, and no alert says so.
 */
export const HealthAlertNotice = ({ alert }: HealthAlertNoticeProps) => {
  const text = alert?.alert.trim() ?? '';
  if (alert?.emergency) {
    return (
      <Alert
        role="alert"
        color="red"
        variant="light"
        title="Emergency"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        styles={{ message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
      >
        {text || AI_MESSAGES.emergencyAdvice}
      </Alert>
    );
  }
  if (!text || text === AI_MESSAGES.noAlert) {
    return (
      <Alert
        role="note"
        color="teal"
        variant="light"
        title="Health alert"
        icon={<IconShieldCheck size={20} aria-hidden />}
      >
        {AI_MESSAGES.noAlert}
      </Alert>
    );
  }
  return (
    <Alert
      role="note"
      color="blue"
      variant="light"
      title="Health alert"
      icon={<IconInfoCircle size={20} aria-hidden />}
      styles={{ message: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
    >
      {text}
    </Alert>
  );
};
