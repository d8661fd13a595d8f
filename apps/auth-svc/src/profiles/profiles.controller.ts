import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetProfileQueryDto, SaveProfileCommandDto } from '@vitalsync/backend';
import { ACCOUNT_SUBJECTS, type Profile } from '@vitalsync/contracts';

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
}
