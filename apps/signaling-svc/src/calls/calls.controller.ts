import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import {
  CALL_SUBJECTS,
  type CallJoined,
  GATEWAY_EVENTS,
  type IceServersReply,
  type SignalReply,
} from '@vitalsync/contracts';
import {
  GatewayAliveEventDto,
  IceServersQueryDto,
  JoinCallCommandDto,
  LeaveCallCommandDto,
  SignalCommandDto,
} from '@vitalsync/contracts/server';

import { IceServersService } from '../ice/ice-servers.service';
import { PresenceService } from '../presence/presence.service';
import { SignalsService } from './signals.service';

/** Every call subject; each command carries the gateway's actor, and the services judge it. */
@Controller()
export class CallsController {
  constructor(
    private readonly presence: PresenceService,
    private readonly signals: SignalsService,
    private readonly ice: IceServersService,
  ) {}

  @MessagePattern(CALL_SUBJECTS.join)
  join(@Payload() command: JoinCallCommandDto): Promise<CallJoined> {
    return this.presence.join(command);
  }

  @MessagePattern(CALL_SUBJECTS.leave)
  leave(@Payload() command: LeaveCallCommandDto): Promise<{ left: boolean }> {
    return this.presence.leave(command);
  }

  @MessagePattern(CALL_SUBJECTS.signal)
  signal(@Payload() command: SignalCommandDto): Promise<SignalReply> {
    return this.signals.signal(command);
  }

  @MessagePattern(CALL_SUBJECTS.iceServers)
  iceServers(@Payload() { actor }: IceServersQueryDto): IceServersReply {
    return this.ice.iceServersFor(actor);
  }

  /** Gateways' heartbeats: no actor, the gateway speaks for itself. */
  @Internal()
  @EventPattern(GATEWAY_EVENTS.alive)
  gatewayAlive(@Payload() { gatewayId }: GatewayAliveEventDto): Promise<void> {
    return this.presence.gatewayAlive(gatewayId);
  }
}
