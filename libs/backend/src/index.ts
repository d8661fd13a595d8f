export { rpcError, invalidRequest, invalidFields } from './rpc/rpc-errors';
export { CLOCK, type Clock, systemClock, clockProvider } from './clock/clock';
export { REPEAT, type Repeat, repeatProvider, RepeatingTask } from './timers/repeating-task';
export * from './ops';
export { busValidationPipe } from './validation/bus-validation.pipe';
export { strictValidationPipe } from './validation/strict-validation.pipe';
export { Internal } from './handlers/internal.decorator';
export { messageHandlersOf, handlersWithoutActor, type MessageHandler } from './handlers/message-handlers';
export { BookAppointmentRequestDto } from './dto/appointments/book-appointment-request.dto';
export { SlotsQueryDto } from './dto/appointments/slots-query.dto';
export { MedicineDto, PrescriptionRequestDto } from './dto/appointments/prescription-request.dto';
export { AddNoteRequestDto } from './dto/appointments/add-note-request.dto';
export { AppointmentIdQueryDto, NotesQueryParamsDto } from './dto/appointments/query-params.dto';
export {
  AppointmentTransitionCommandDto,
  BookAppointmentCommandDto,
  PrescribeCommandDto,
  SlotsCommandDto,
} from './dto/appointments/appointment-commands.dto';
export {
  ActorQueryDto,
  AppointmentQueryDto,
  ConsultedPatientQueryDto,
  UserAppointmentsQueryDto,
} from './dto/appointments/appointment-queries.dto';
export { AddNoteCommandDto, NotesQueryDto } from './dto/appointments/doctor-notes.dto';
export {
  ConsultingDoctorsQueryDto,
  PairQueryDto,
  ParticipantQueryDto,
} from './dto/appointments/appointment-access.dto';
export { AppointmentChangedEventDto } from './dto/appointments/appointment-changed-event.dto';
export { DirectoryCardDto, ProfileUpdatedEventDto } from './dto/appointments/profile-updated-event.dto';
