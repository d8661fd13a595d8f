export { rpcError, invalidRequest, invalidFields } from './rpc/rpc-errors';
export { CLOCK, type Clock, systemClock, clockProvider } from './clock/clock';
export { REPEAT, type Repeat, repeatProvider, RepeatingTask } from './timers/repeating-task';
export * from './ops';
export { busValidationPipe } from './validation/bus-validation.pipe';
export { strictValidationPipe } from './validation/strict-validation.pipe';
export { Internal } from './handlers/internal.decorator';
export { messageHandlersOf, handlersWithoutActor, type MessageHandler } from './handlers/message-handlers';
export { GetProfileQueryDto } from './dto/accounts/get-profile-query.dto';
export { LoginCommandDto } from './dto/accounts/login-command.dto';
export { LogoutCommandDto } from './dto/accounts/logout-command.dto';
export { SignupCommandDto } from './dto/accounts/signup-command.dto';
export {
  editableProfileOf,
  SaveProfileBodyDto,
  SaveProfileCommandDto,
  SaveProfileRequestDto,
} from './dto/accounts/save-profile-command.dto';
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
export { GetManyProfilesQueryDto } from './dto/accounts/get-many-profiles-query.dto';
