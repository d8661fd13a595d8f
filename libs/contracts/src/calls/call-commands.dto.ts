import { Type, type TypeHelpOptions } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsISO8601,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { Nested } from '../validation/nested';
import { CALL_SIGNAL_MAX_BYTES } from './call.limits';
import { SIGNAL_KINDS, type SignalKind } from './call.subjects';
import {
  type CallConnection,
  type CallDelivery,
  type CallEndedPayload,
  type GatewayAliveEvent,
  type IceCandidate,
  type IceServersQuery,
  type JoinCallCommand,
  type LeaveCallCommand,
  type PresencePayload,
  type ReceivedAnswer,
  type ReceivedIceCandidate,
  type ReceivedOffer,
  type ReceivedRemoteBusy,
  type SessionDescription,
  type SignalCommand,
} from './call.types';

// gateway → signaling-svc (commands, gateway.alive) and signaling-svc → every gateway (call.deliver).

/** A candidate line is well under 1 kB; 4 kB leaves room and still stops a flood riding on it. */
export const ICE_CANDIDATE_MAX_LENGTH = 4096;
const SDP_MID_MAX_LENGTH = 256;
/** A sentence the page shows as it is (remote-busy's): ours are well under this. */
const SHOWN_MESSAGE_MAX_LENGTH = 500;
const SESSION_DESCRIPTION_TYPES: readonly SessionDescription['type'][] = [
  'offer',
  'answer',
  'pranswer',
  'rollback',
];

/** Text of at most `max` bytes in UTF-8: the limit is about what travels, not about characters. */
const MaxUtf8Bytes = (max: number): PropertyDecorator =>
  ValidateBy({
    name: 'maxUtf8Bytes',
    validator: { validate: (value: unknown) => typeof value === 'string' && Buffer.byteLength(value) <= max },
  });

export class SessionDescriptionDto implements SessionDescription {
  @IsIn(SESSION_DESCRIPTION_TYPES)
  type!: SessionDescription['type'];

  @IsOptional()
  @IsString()
  @MaxUtf8Bytes(CALL_SIGNAL_MAX_BYTES)
  sdp?: string;
}

export class IceCandidateDto implements IceCandidate {
  /** Empty text is the browser's own end-of-candidates marker, so it is allowed. */
  @IsString()
  @MaxLength(ICE_CANDIDATE_MAX_LENGTH)
  candidate!: string;

  @IsOptional()
  @IsString()
  @MaxLength(SDP_MID_MAX_LENGTH)
  sdpMid?: string | null;

  @IsOptional()
  @IsInt()
  @Min(0)
  sdpMLineIndex?: number | null;

  @IsOptional()
  @IsString()
  @MaxLength(SDP_MID_MAX_LENGTH)
  usernameFragment?: string | null;
}

/** Socket.IO socket ids: 20 url-safe base64 characters today; a little slack for other engines. */
const SOCKET_ID = /^[A-Za-z0-9_-]{1,64}$/;

export class CallConnectionDto implements CallConnection {
  @IsUUID()
  gatewayId!: string;

  @IsString()
  @Matches(SOCKET_ID)
  socketId!: string;
}

export class JoinCallCommandDto implements JoinCallCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => CallConnectionDto)
  connection!: CallConnectionDto;

  @IsOptional()
  @IsUUID()
  appointmentId?: string;
}

export class LeaveCallCommandDto implements LeaveCallCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => CallConnectionDto)
  connection!: CallConnectionDto;
}

type SignalData = SessionDescriptionDto | IceCandidateDto | null | undefined;

/**
 * Which class `data` is read into, by the command's kind (remote-busy and end-call have none: it is refused below
 * if present).
 */
const signalDataType = (help?: TypeHelpOptions): new () => object =>
  (help?.object as { kind?: unknown } | undefined)?.kind === 'icecandidate'
    ? IceCandidateDto
    : SessionDescriptionDto;

/** Whether `data` is what `kind` carries: a description, a candidate or null, or nothing at all. */
const dataFitsKind = (kind: unknown, data: SignalData): boolean => {
  switch (kind) {
    case 'offer':
    case 'answer':
      return data instanceof SessionDescriptionDto;
    case 'icecandidate':
      return data === null || data instanceof IceCandidateDto;
    default:
      return data === undefined;
  }
};

/**
 * Checked on `kind` because `data` may be null or absent, which skips every check on `data` itself; the shape of
 * a present `data` is validated below by the class its kind picked.
 */
const CarriesDataOfKind = (): PropertyDecorator =>
  ValidateBy({
    name: 'carriesDataOfKind',
    validator: {
      validate: (kind: unknown, args?: ValidationArguments) =>
        dataFitsKind(kind, (args?.object as { data?: SignalData }).data),
      defaultMessage: () => 'data does not fit the kind of signal',
    },
  });

export class SignalCommandDto implements SignalCommand {
  @ActorField()
  actor!: ActorDto;

  @Nested(() => CallConnectionDto)
  connection!: CallConnectionDto;

  @IsIn(SIGNAL_KINDS)
  @CarriesDataOfKind()
  kind!: SignalKind;

  @IsUUID()
  to!: string;

  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(signalDataType)
  data?: SessionDescriptionDto | IceCandidateDto | null;
}

export class IceServersQueryDto implements IceServersQuery {
  @ActorField()
  actor!: ActorDto;
}

export class GatewayAliveEventDto implements GatewayAliveEvent {
  @IsUUID()
  gatewayId!: string;

  @IsISO8601({ strict: true })
  at!: string;
}

// call.deliver: what every gateway emits to the sockets of one account, checked again by each before it emits.

export class ReceivedOfferDto implements ReceivedOffer {
  @IsUUID()
  from!: string;

  @IsUUID()
  remoteId!: string;

  @Nested(() => SessionDescriptionDto)
  offer!: SessionDescriptionDto;
}

export class ReceivedAnswerDto implements ReceivedAnswer {
  @IsUUID()
  from!: string;

  @IsUUID()
  to!: string;

  @Nested(() => SessionDescriptionDto)
  answer!: SessionDescriptionDto;
}

export class ReceivedIceCandidateDto implements ReceivedIceCandidate {
  @IsUUID()
  from!: string;

  @IsUUID()
  to!: string;

  /** null: the sender's end of candidates. */
  @IsOptional()
  @IsObject()
  @ValidateNested()
  @Type(() => IceCandidateDto)
  candidate!: IceCandidateDto | null;
}

export class ReceivedRemoteBusyDto implements ReceivedRemoteBusy {
  @IsUUID()
  from!: string;

  @IsUUID()
  remoteId!: string;

  @IsString()
  @MaxLength(SHOWN_MESSAGE_MAX_LENGTH)
  message!: string;
}

const CALL_ENDED_REASONS: readonly CallEndedPayload['reason'][] = ['ended', 'left', 'cancelled'];

export class CallEndedPayloadDto implements CallEndedPayload {
  @IsUUID()
  from!: string;

  @IsIn(CALL_ENDED_REASONS)
  reason!: CallEndedPayload['reason'];
}

export class PresencePayloadDto implements PresencePayload {
  @IsUUID()
  appointmentId!: string;

  @IsUUID()
  accountId!: string;

  @IsBoolean()
  present!: boolean;
}

const DELIVERY_PAYLOADS = {
  offer: ReceivedOfferDto,
  answer: ReceivedAnswerDto,
  icecandidate: ReceivedIceCandidateDto,
  'remote-busy': ReceivedRemoteBusyDto,
  'call-ended': CallEndedPayloadDto,
  presence: PresencePayloadDto,
} as const satisfies Record<CallDelivery['event'], new () => object>;

type DeliveryEvent = keyof typeof DELIVERY_PAYLOADS;
const DELIVERY_EVENTS = Object.keys(DELIVERY_PAYLOADS) as DeliveryEvent[];

const isDeliveryEvent = (event: unknown): event is DeliveryEvent =>
  typeof event === 'string' && Object.hasOwn(DELIVERY_PAYLOADS, event);

/** The payload class of the delivery's event; an unknown event is refused on `event`, its payload as an offer. */
const deliveryPayloadType = (help?: TypeHelpOptions): new () => object => {
  const event = (help?.object as { event?: unknown } | undefined)?.event;
  return isDeliveryEvent(event) ? DELIVERY_PAYLOADS[event] : ReceivedOfferDto;
};

/**
 * One shape for the union CallDelivery: `payload` is read into the class its `event` names, so a payload of
 * another event is refused by that class's unknown or missing properties.
 */
export class CallDeliveryDto implements Pick<CallDelivery, 'accountId' | 'event'> {
  @IsUUID()
  accountId!: string;

  @IsIn(DELIVERY_EVENTS)
  event!: DeliveryEvent;

  @IsObject()
  @ValidateNested()
  @Type(deliveryPayloadType)
  payload!:
    | ReceivedOfferDto
    | ReceivedAnswerDto
    | ReceivedIceCandidateDto
    | ReceivedRemoteBusyDto
    | CallEndedPayloadDto
    | PresencePayloadDto;
}
