// The server-only entry (`@vitalsync/contracts/server`): the class-validator classes that check each contract's
// payloads, beside the contract they check. The web imports `@vitalsync/contracts` only, which carries none of them.
export { ActorDto, ActorField } from './validation/actor.dto';
export { Nested } from './validation/nested';
export { FreeText, NonBlankText, Trimmed } from './validation/text-fields';
export { ReadOnlyPart, withoutReadOnlyParts } from './validation/read-only-part';
export { refusalMessageOf, refusedWith, REFUSAL_MESSAGE_CONTEXT } from './validation/refusal-message';
export { MessageText } from './validation/message-text';
export { IsNumberOrText, IsStorageKey, IsTextRecord } from './validation/value-validators';
export { STRICT_VALIDATION_OPTIONS } from './validation/strict-validation.options';
export { GetManyProfilesQueryDto } from './accounts/get-many-profiles-query.dto';
export { GetProfileQueryDto } from './accounts/get-profile-query.dto';
export { LoginCommandDto } from './accounts/login-command.dto';
export { LogoutCommandDto } from './accounts/logout-command.dto';
export { SignupCommandDto } from './accounts/signup-command.dto';
export {
  editableProfileOf,
  SaveProfileBodyDto,
  SaveProfileCommandDto,
  SaveProfileRequestDto,
} from './accounts/save-profile-command.dto';
export { BookAppointmentRequestDto } from './appointments/book-appointment-request.dto';
export { SlotsQueryDto } from './appointments/slots-query.dto';
export { MedicineDto, PrescriptionRequestDto } from './appointments/prescription-request.dto';
export { AddNoteRequestDto } from './appointments/add-note-request.dto';
export { AppointmentIdQueryDto, NotesQueryParamsDto } from './appointments/query-params.dto';
export {
  AppointmentTransitionCommandDto,
  BookAppointmentCommandDto,
  PrescribeCommandDto,
  SlotsCommandDto,
} from './appointments/appointment-commands.dto';
export {
  ActorQueryDto,
  AppointmentQueryDto,
  ConsultedPatientQueryDto,
  UserAppointmentsQueryDto,
} from './appointments/appointment-queries.dto';
export { AddNoteCommandDto, NotesQueryDto } from './appointments/doctor-notes.dto';
export {
  ConsultingDoctorsQueryDto,
  PairQueryDto,
  ParticipantQueryDto,
} from './appointments/appointment-access.dto';
export { AppointmentChangedEventDto } from './appointments/appointment-changed-event.dto';
export { DirectoryCardDto, ProfileUpdatedEventDto } from './appointments/profile-updated-event.dto';
export { AssistantCommandDto, AssistantMessageDto, AssistantRequestDto } from './ai/assistant.dto';
export { AssistantText } from './ai/assistant-text';
export { CalendarDay, EARLIEST_DAY, isCalendarDay } from './ai/calendar-day';
export {
  DismissReminderCommandDto,
  DismissReminderRequestDto,
  DismissedRemindersQueryDto,
  SetWaterCommandDto,
  WaterDayRequestDto,
  WaterIntakeDto,
  WaterQueryDto,
} from './ai/lifestyle.dto';
export {
  AI_SOURCES,
  AiGeneratedDto,
  EmergencyBeganEventDto,
  HealthAlertDto,
  HealthEmergencyEventDto,
  InsightsGeneratedEventDto,
  LIFESTYLE_TIPS_MAX,
  LIFESTYLE_TIP_MAX_LENGTH,
} from './ai/insights-events.dto';
export {
  EmergencyNotificationsQueryDto,
  EmergencyNotificationsRequestDto,
  MarkEmergencyNotificationsReadCommandDto,
  MarkEmergencyNotificationsReadRequestDto,
} from './ai/emergency-notifications.dto';
export {
  AddReportCommandDto,
  NewReportDto,
  RemoveReportCommandDto,
  ReportFileQueryDto,
  ReportsQueryDto,
  StoredReportFileDto,
} from './reports/report-commands.dto';
export { ReportIdParamsDto } from './reports/report-params.dto';
export { ChatText } from './chat/chat-text';
export {
  OutgoingChatMessageDto,
  OutgoingMessageField,
  outgoingMessageOf,
} from './chat/outgoing-chat-message.dto';
export {
  ChatHistoryRequestDto,
  MarkChatReadRequestDto,
  PostChatMessageRequestDto,
} from './chat/chat-requests.dto';
export {
  ChatHistoryQueryDto,
  ChatMessageDto,
  ChatPageQueryDto,
  ChatRelayEventDto,
  JoinChatCommandDto,
  JoinUserPayloadDto,
  MarkChatReadCommandDto,
  SendChatMessageCommandDto,
  SendMessagePayloadDto,
} from './chat/chat-commands.dto';
export {
  CallConnectionDto,
  CallDeliveryDto,
  CallEndedPayloadDto,
  GatewayAliveEventDto,
  ICE_CANDIDATE_MAX_LENGTH,
  IceCandidateDto,
  IceServersQueryDto,
  JoinCallCommandDto,
  LeaveCallCommandDto,
  PresencePayloadDto,
  ReceivedAnswerDto,
  ReceivedIceCandidateDto,
  ReceivedOfferDto,
  ReceivedRemoteBusyDto,
  SessionDescriptionDto,
  SignalCommandDto,
} from './calls/call-commands.dto';
export {
  AnswerPayloadDto,
  EndCallPayloadDto,
  IceCandidatePayloadDto,
  JoinCallPayloadDto,
  OfferPayloadDto,
  RemoteBusySignalPayloadDto,
  joinCallPayloadOf,
} from './calls/video-socket-payloads.dto';
export {
  EmailSettingsChangeDto,
  EmailSettingsQueryDto,
  SaveEmailSettingsCommandDto,
} from './mail/email-settings.dto';
export {
  ACCESS_EVENT_PATIENTS_MAX,
  AccessHistoryQueryDto,
  AccessHistoryRequestDto,
  AccessRecordedEventDto,
} from './access-history/access-history.dto';
