import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  EMAIL_KINDS,
  type EmailSettingsChange,
  type EmailSettingsReply,
  type EmailSettingsResponse,
  MAIL_SUBJECTS,
} from '@vitalsync/contracts';
import { EmailSettingsChangeDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The answer built field by field: a new field of the bus reply never reaches the client unnoticed. */
const responseOf = ({ settings, sending }: EmailSettingsReply): EmailSettingsResponse => ({
  status: 'success',
  settings: {
    booked: settings.booked,
    cancelled: settings.cancelled,
    reminder: settings.reminder,
    ...(settings.emergency === undefined ? {} : { emergency: settings.emergency }),
  },
  sending,
});

/** Only the switches themselves go on: the body never names whose settings they are. */
const changeOf = (body: EmailSettingsChangeDto): EmailSettingsChange =>
  Object.fromEntries(
    EMAIL_KINDS.filter((kind) => body[kind] !== undefined).map((kind) => [kind, body[kind]]),
  );

/** Each person's own e-mail switches (Settings, both roles); auth-svc keeps them beside the address. */
@ApiTags('settings')
@Controller('dashboard/settings')
export class EmailSettingsController {
  constructor(private readonly bus: BusClient) {}

  @Get('email')
  @ApiSuccess('EmailSettingsResponse', 'Which e-mails the signed-in person gets')
  async get(@CurrentActor() claims: SessionClaims): Promise<EmailSettingsResponse> {
    return responseOf(await this.bus.request(MAIL_SUBJECTS.getSettings, { actor: actorOf(claims) }));
  }

  @Put('email')
  @ApiSuccess('EmailSettingsResponse', 'Turn kinds of e-mail on or off (at least one named)', {
    errors: [400],
  })
  async save(
    @CurrentActor() claims: SessionClaims,
    @Body() body: EmailSettingsChangeDto,
  ): Promise<EmailSettingsResponse> {
    return responseOf(
      await this.bus.request(MAIL_SUBJECTS.saveSettings, { actor: actorOf(claims), ...changeOf(body) }),
    );
  }
}
