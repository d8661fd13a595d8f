import {
  type Icon,
  IconBell,
  IconCalendarEvent,
  IconCalendarPlus,
  IconChartBar,
  IconFileText,
  IconHeartbeat,
  IconHistory,
  IconHome,
  IconMessageChatbot,
  IconMessages,
  IconRun,
  IconSettings,
  IconStethoscope,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import { type Role } from '@vitalsync/contracts';

/**
 * One sub-route of a dashboard (docs/product/screens-and-routes.md#top-level-routes): the sidebar link and, until
 * it is built, its placeholder.
 */
export interface DashboardSection {
  /** Relative to `/dashboard/{role}`; '' is the home. */
  path: string;
  label: string;
  description: string;
  icon: Icon;
}

export const DASHBOARD_SECTIONS: Readonly<Record<Role, readonly DashboardSection[]>> = {
  doctor: [
    { path: '', label: 'Home', description: 'Your day at a glance.', icon: IconHome },
    {
      path: 'profile',
      label: 'Profile',
      description: 'Your professional profile, as patients see it.',
      icon: IconUser,
    },
    {
      path: 'patients',
      label: 'Patients',
      description: 'The patients you have consulted, with their health records.',
      icon: IconUsers,
    },
    {
      path: 'appointments',
      label: 'Appointments',
      description: 'Scheduled and past appointments: join calls, chat or cancel.',
      icon: IconCalendarEvent,
    },
    { path: 'chats', label: 'Chats', description: 'Conversations with your patients.', icon: IconMessages },
    { path: 'reports', label: 'Reports', description: 'Reports and prescriptions.', icon: IconFileText },
    {
      path: 'analytics',
      label: 'Analytics',
      description: 'Trends across your practice.',
      icon: IconChartBar,
    },
    { path: 'settings', label: 'Settings', description: 'Your account preferences.', icon: IconSettings },
    {
      path: 'notifications',
      label: 'Notifications',
      description: 'Patients whose health alert is an emergency.',
      icon: IconBell,
    },
  ],
  user: [
    { path: '', label: 'Home', description: 'Your health at a glance.', icon: IconHome },
    {
      path: 'profile',
      label: 'Profile',
      description: 'Your personal details, health data and emergency contact.',
      icon: IconUser,
    },
    {
      path: 'health-overview',
      label: 'Health Overview',
      description: 'AI summary, BMI, heart rate and your trends.',
      icon: IconHeartbeat,
    },
    {
      path: 'doctor-consultation',
      label: 'Doctor Consultation',
      description: 'Chat, video calls and booking with your doctors.',
      icon: IconStethoscope,
    },
    {
      path: 'ai-health-assistant',
      label: 'AI Health Assistant',
      description: 'Ask a health question at any hour.',
      icon: IconMessageChatbot,
    },
    {
      path: 'appointments',
      label: 'Appointments',
      description: 'Your upcoming and past appointments.',
      icon: IconCalendarEvent,
    },
    {
      path: 'lifestyle-tracker',
      label: 'Lifestyle Tracker',
      description: 'Water intake, sleep and activity.',
      icon: IconRun,
    },
    {
      path: 'medical-history',
      label: 'Medical History',
      description: 'Doctors consulted, conditions, medications and reports.',
      icon: IconHistory,
    },
    {
      path: 'notifications',
      label: 'Notifications',
      description: 'Health alerts and reminders.',
      icon: IconBell,
    },
    { path: 'settings', label: 'Settings', description: 'Your account preferences.', icon: IconSettings },
  ],
};

/** A shortcut on a dashboard home; `to` is relative to `/dashboard/{role}` and may carry a query (a tab). */
export interface HomeCard {
  to: string;
  title: string;
  description: string;
  icon: Icon;
}

/** The patient home's nine cards (docs/product/screens-and-routes.md#patient-home). */
export const USER_HOME_CARDS: readonly HomeCard[] = [
  {
    to: 'health-overview',
    title: 'Health Overview',
    description: 'Your AI summary, BMI, heart rate and weight trends.',
    icon: IconHeartbeat,
  },
  {
    to: 'ai-health-assistant',
    title: 'AI Health Assistant',
    description: 'Ask a health question and get a clear answer.',
    icon: IconMessageChatbot,
  },
  {
    to: 'doctor-consultation?tab=book-appointment',
    title: 'Book Appointment',
    description: 'Choose a doctor, a date and a time.',
    icon: IconCalendarPlus,
  },
  {
    to: 'doctor-consultation?tab=doctor-chat',
    title: 'Doctor Consultation',
    description: 'Chat or join a video call with your doctors.',
    icon: IconStethoscope,
  },
  {
    to: 'appointments',
    title: 'Appointments',
    description: 'Everything scheduled, and what your doctors prescribed.',
    icon: IconCalendarEvent,
  },
  {
    to: 'medical-history',
    title: 'Medical History',
    description: 'Doctors consulted, conditions, medications and reports.',
    icon: IconHistory,
  },
  {
    to: 'lifestyle-tracker',
    title: 'Lifestyle Tracker',
    description: 'Water intake, sleep and daily activity.',
    icon: IconRun,
  },
  {
    to: 'notifications',
    title: 'Notifications',
    description: 'Health alerts and reminders.',
    icon: IconBell,
  },
  {
    to: 'profile',
    title: 'My Profile',
    description: 'Personal details, health data and emergency contact.',
    icon: IconUser,
  },
];

export const DOCTOR_HOME_CARDS: readonly HomeCard[] = [
  {
    to: 'patients',
    title: 'Patients',
    description: 'The patients you have consulted, with their health records.',
    icon: IconUsers,
  },
  {
    to: 'appointments',
    title: 'Appointments',
    description: 'Join calls, chat with patients or cancel.',
    icon: IconCalendarEvent,
  },
  { to: 'chats', title: 'Chats', description: 'Conversations with your patients.', icon: IconMessages },
  {
    to: 'notifications',
    title: 'Emergency Alerts',
    description: 'Patients whose health alert is an emergency.',
    icon: IconBell,
  },
  { to: 'reports', title: 'Reports', description: 'Reports and prescriptions.', icon: IconFileText },
  {
    to: 'profile',
    title: 'My Profile',
    description: 'Your professional profile and availability.',
    icon: IconUser,
  },
];
