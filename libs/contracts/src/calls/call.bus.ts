import {
  type CallDelivery,
  type CallJoined,
  type GatewayAliveEvent,
  type IceServersQuery,
  type IceServersReply,
  type JoinCallCommand,
  type LeaveCallCommand,
  type SignalCommand,
  type SignalReply,
} from './call.types';
import { type CALL_EVENTS, type CALL_SUBJECTS, type GATEWAY_EVENTS } from './call.subjects';

/** Every request signaling-svc answers. */
export interface CallRpc {
  [CALL_SUBJECTS.join]: { request: JoinCallCommand; reply: CallJoined };
  [CALL_SUBJECTS.leave]: { request: LeaveCallCommand; reply: { left: boolean } };
  [CALL_SUBJECTS.signal]: { request: SignalCommand; reply: SignalReply };
  [CALL_SUBJECTS.iceServers]: { request: IceServersQuery; reply: IceServersReply };
}

/** Events of calls: signaling-svc → gateways, gateways → signaling-svc. */
export interface CallEvents {
  [CALL_EVENTS.deliver]: CallDelivery;
  [GATEWAY_EVENTS.alive]: GatewayAliveEvent;
}
