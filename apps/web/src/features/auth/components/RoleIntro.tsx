import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarEvent,
  IconHeartbeat,
  IconMessages,
  IconUrgent,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';
import { type ReactNode } from 'react';

const WHAT_AWAITS: Record<Role, ReadonlyArray<{ icon: ReactNode; text: string }>> = {
  user: [
    { icon: <IconHeartbeat size={18} />, text: 'Your health overview and AI insights' },
    { icon: <IconCalendarEvent size={18} />, text: 'Appointments with your doctors' },
    { icon: <IconMessages size={18} />, text: 'Chat and video consultations' },
  ],
  doctor: [
    { icon: <IconUsers size={18} />, text: 'The patients you have consulted' },
    { icon: <IconVideo size={18} />, text: 'Your appointments, calls and chats' },
    { icon: <IconUrgent size={18} />, text: 'Emergency alerts for your patients' },
  ],
};

interface RoleIntroProps {
  role: Role;
}

/** What the selected account type opens up; sits above the form of the selected tab. */
export const RoleIntro = ({ role }: RoleIntroProps) => (
  <Stack gap="sm">
    {WHAT_AWAITS[role].map((item) => (
      <Group key={item.text} gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={32} radius="md">
          {item.icon}
        </ThemeIcon>
        <Text size="sm">{item.text}</Text>
      </Group>
    ))}
  </Stack>
);
