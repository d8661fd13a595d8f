// The pages the page benches measure: the public pages, every page of both roles, the patient detail and the call
// page for each role, signed in through the seeded accounts' cookies.
import { type MeasuredPage } from './lighthouse-pages';
import { type SeededPages } from './page-seeding';

const USER_SECTIONS = [
  '',
  'profile',
  'health-overview',
  'doctor-consultation',
  'ai-health-assistant',
  'appointments',
  'lifestyle-tracker',
  'medical-history',
  'notifications',
  'settings',
] as const;

const DOCTOR_SECTIONS = [
  '',
  'profile',
  'patients',
  'appointments',
  'chats',
  'reports',
  'analytics',
  'settings',
  'notifications',
] as const;

export const benchPagesOf = ({ pair, patientCookie, doctorCookie }: SeededPages): MeasuredPage[] => [
  { label: '/', path: '/' },
  { label: '/login', path: '/login' },
  { label: '/signup', path: '/signup' },
  ...USER_SECTIONS.map((section) => {
    const path = `/dashboard/user${section ? `/${section}` : ''}`;
    return { label: path, path, cookie: patientCookie };
  }),
  ...DOCTOR_SECTIONS.map((section) => {
    const path = `/dashboard/doctor${section ? `/${section}` : ''}`;
    return { label: path, path, cookie: doctorCookie };
  }),
  {
    label: '/dashboard/doctor/patients (patient detail)',
    path: '/dashboard/doctor/patients',
    cookie: doctorCookie,
    state: { userId: pair.patient.id },
  },
  {
    label: '/user/video-call/:id (patient)',
    path: `/user/video-call/${pair.appointmentId}`,
    cookie: patientCookie,
  },
  {
    label: '/user/video-call/:id (doctor)',
    path: `/user/video-call/${pair.appointmentId}`,
    cookie: doctorCookie,
  },
];
