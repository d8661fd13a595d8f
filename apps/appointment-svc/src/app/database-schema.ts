import * as appointments from '../appointments/appointments.schema';
import * as notes from '../notes/doctor-notes.schema';
import * as people from '../people/people.schema';
import * as reports from '../reports/reports.schema';

/** Every table of appointment-svc, one schema file per capability (drizzle-kit reads them by glob). */
export const appointmentDatabaseSchema = { ...appointments, ...people, ...notes, ...reports };
