import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { ACCOUNT_EVENTS } from '@vitalsync/contracts';
import { ProfileUpdatedEventDto } from '@vitalsync/contracts/server';

import { PeopleRepository } from './people.repository';

@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleRepository) {}

  /** Keeps the read model of names current; only the card is read, never the health data the event carries. */
  @Internal()
  @EventPattern(ACCOUNT_EVENTS.profileUpdated)
  async profileUpdated(@Payload() event: ProfileUpdatedEventDto): Promise<void> {
    await this.people.upsert([
      {
        accountId: event.accountId,
        role: event.role,
        fullName: event.card.fullName,
        profilePicture: event.card.profilePicture,
        versionAt: new Date(event.at),
      },
    ]);
  }
}
