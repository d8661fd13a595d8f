import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { ACCOUNT_SUBJECTS, type AvailableDoctor, type Profile } from '@vitalsync/contracts';
import {
  GetManyProfilesQueryDto,
  GetProfileQueryDto,
  SaveProfileCommandDto,
} from '@vitalsync/contracts/server';

import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.getProfile)
  get(@Payload() { actor }: GetProfileQueryDto): Promise<Profile> {
    return this.profiles.get(actor);
  }

  /** The body is untrusted input: read field by field in mergeProfile, never stored as sent. */
  @MessagePattern(ACCOUNT_SUBJECTS.saveProfile)
  save(@Payload() { actor, profile }: SaveProfileCommandDto): Promise<Profile> {
    return this.profiles.save(actor, profile);
  }

  /** Services ask it for the people behind the ids they hold (a list's names); no user is behind the call. */
  @Internal()
  @MessagePattern(ACCOUNT_SUBJECTS.getManyProfiles)
  getMany(@Payload() { ids, role }: GetManyProfilesQueryDto): Promise<Profile[]> {
    return this.profiles.getMany(ids, role);
  }

  /** Any signed-in account may list the doctors; the actor only proves someone is signed in. */
  @MessagePattern(ACCOUNT_SUBJECTS.listDoctors)
  doctors(@Payload() _query: GetProfileQueryDto): Promise<AvailableDoctor[]> {
    return this.profiles.listDoctors();
  }
}
