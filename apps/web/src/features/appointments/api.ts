import {
  type AddNoteRequest,
  type AppointmentResponse,
  type AvailableDoctorsResponse,
  type BookAppointmentRequest,
  type BookAppointmentResponse,
  type ConsultedDoctorsResponse,
  type ConsultedPatientsResponse,
  type DoctorAppointmentsResponse,
  type DoctorNoteResponse,
  type DoctorNotesResponse,
  type PrescriptionRequest,
  type SlotsQuery,
  type SlotsResponse,
  type UserAppointmentsResponse,
} from '@vitalsync/contracts';

import { api } from '../../app/api';

const BASE = '/dashboard/appointments';

type Transition = 'start' | 'complete' | 'cancel';

/**
 * Every appointment call of docs/product/http-and-sockets.md#appointments plus ours (slots, prescription, notes);
 * both roles use this one slice.
 */
export const appointmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDoctorAppointments: build.query<DoctorAppointmentsResponse, void>({
      query: () => `${BASE}/doctor`,
      providesTags: ['Appointment'],
    }),
    getUserAppointments: build.query<UserAppointmentsResponse, void>({
      query: () => `${BASE}/user`,
      providesTags: ['Appointment'],
    }),
    getUserScheduledAppointments: build.query<UserAppointmentsResponse, void>({
      query: () => `${BASE}/user/scheduled`,
      providesTags: ['Appointment'],
    }),
    getAppointment: build.query<AppointmentResponse, string>({
      query: (id) => ({ url: `${BASE}/appointment`, params: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Appointment', id }],
    }),
    getAvailableDoctors: build.query<AvailableDoctorsResponse, void>({
      query: () => `${BASE}/available-doctors`,
    }),
    getSlots: build.query<SlotsResponse, SlotsQuery>({
      query: (params) => ({ url: `${BASE}/slots`, params: { ...params } }),
      providesTags: ['Appointment'],
    }),
    getConsultedPatients: build.query<ConsultedPatientsResponse, void>({
      query: () => `${BASE}/consulted-patients`,
      providesTags: ['ConsultedPatient'],
    }),
    getConsultedDoctors: build.query<ConsultedDoctorsResponse, void>({
      query: () => `${BASE}/consulted-doctors`,
      providesTags: ['ConsultedDoctor'],
    }),
    bookAppointment: build.mutation<BookAppointmentResponse, BookAppointmentRequest>({
      query: (body) => ({ url: `${BASE}/book`, method: 'POST', body }),
      invalidatesTags: ['Appointment', 'ConsultedDoctor'],
    }),
    transitionAppointment: build.mutation<AppointmentResponse, { id: string; action: Transition }>({
      query: ({ id, action }) => ({ url: `${BASE}/${action}`, method: 'PUT', params: { id } }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['Appointment', 'ConsultedPatient', 'ConsultedDoctor', { type: 'Appointment', id }],
    }),
    savePrescription: build.mutation<AppointmentResponse, { id: string; prescription: PrescriptionRequest }>({
      query: ({ id, prescription }) => ({
        url: `${BASE}/prescription`,
        method: 'PUT',
        params: { id },
        body: prescription,
      }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['Appointment', 'Prescription', { type: 'Appointment', id }],
    }),
    getNotes: build.query<DoctorNotesResponse, string>({
      query: (patientId) => ({ url: `${BASE}/notes`, params: { patientId } }),
      providesTags: (_result, _error, patientId) => [{ type: 'Note', id: patientId }],
    }),
    addNote: build.mutation<DoctorNoteResponse, AddNoteRequest>({
      query: (body) => ({ url: `${BASE}/notes`, method: 'POST', body }),
      invalidatesTags: (_result, error, { patientId }) => (error ? [] : [{ type: 'Note', id: patientId }]),
    }),
  }),
});

export const {
  useGetDoctorAppointmentsQuery,
  useGetUserAppointmentsQuery,
  useGetUserScheduledAppointmentsQuery,
  useGetAppointmentQuery,
  useGetAvailableDoctorsQuery,
  useGetSlotsQuery,
  useGetConsultedPatientsQuery,
  useGetConsultedDoctorsQuery,
  useBookAppointmentMutation,
  useTransitionAppointmentMutation,
  useSavePrescriptionMutation,
  useGetNotesQuery,
  useAddNoteMutation,
} = appointmentsApi;
