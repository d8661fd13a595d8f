import { Module } from '@nestjs/common';

import { AppointmentRuntimeModule } from '../app/appointment-runtime.module';
import { PeopleController } from './people.controller';
import { PeopleDirectory } from './people.directory';
import { PeopleRepository } from './people.repository';
import { ProfilesClient } from './profiles.client';

/** The read model of names and pictures, and the way to auth-svc's profiles. */
@Module({
  imports: [AppointmentRuntimeModule],
  controllers: [PeopleController],
  providers: [PeopleRepository, ProfilesClient, PeopleDirectory],
  exports: [PeopleDirectory, ProfilesClient],
})
export class PeopleModule {}
