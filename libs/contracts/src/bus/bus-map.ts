import { type AccessAuditEvents, type AccessHistoryRpc } from '../access-history/access-history.bus';
import { type AiEvents, type AiRpc } from '../ai/ai.bus';
import { type AccountEvents, type AccountRpc } from '../accounts/account.bus';
import { type AppointmentEvents, type AppointmentRpc } from '../appointments/appointment.bus';
import { type HealthRpc } from '../health/health.bus';
import { type CallEvents, type CallRpc } from '../calls/call.bus';
import { type ChatEvents, type ChatRpc } from '../chat/chat.bus';
import { type MailRpc } from '../mail/mail.bus';
import { type ReportRpc } from '../reports/report.bus';
import { type ReportEvents } from '../reports/report.events';

/** One request pattern: what it takes and what it replies. */
export interface RpcShape {
  request: unknown;
  reply: unknown;
}

/** Every request pattern of the system, one map per domain joined. */
export type BusRpc = AccountRpc &
  AiRpc &
  AppointmentRpc &
  CallRpc &
  ChatRpc &
  HealthRpc &
  MailRpc &
  ReportRpc &
  AccessHistoryRpc;

/** Every event subject of the system with its payload. */
export type BusEvents = AccountEvents &
  AiEvents &
  AppointmentEvents &
  CallEvents &
  ChatEvents &
  ReportEvents &
  AccessAuditEvents;

/** A map of request patterns, as BusRpc is one. */
export type RpcMap<Rpc> = { [Pattern in keyof Rpc]: RpcShape };

export type RequestOf<Rpc extends RpcMap<Rpc>, P extends keyof Rpc> = Rpc[P]['request'];
export type ReplyOf<Rpc extends RpcMap<Rpc>, P extends keyof Rpc> = Rpc[P]['reply'];

export type RpcPattern = keyof BusRpc;
export type RpcRequest<P extends RpcPattern> = RequestOf<BusRpc, P>;
export type RpcReply<P extends RpcPattern> = ReplyOf<BusRpc, P>;
export type EventSubject = keyof BusEvents;
export type EventPayload<S extends EventSubject> = BusEvents[S];
