import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_SUBJECTS, type Profile } from '@vitalsync/contracts';

import { requireActor, requireRecord } from '../common/payload';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.getProfile)
  get(@Payload() payload: unknown): Promise<Profile> {
    return this.profiles.get(requireActor(requireRecord(payload)['actor']));
  }

  /** The body is untrusted input: read field by field in mergeProfile, never stored as sent. */
  @MessagePattern(ACCOUNT_SUBJECTS.saveProfile)
  save(@Payload() payload: unknown): Promise<Profile> {
    const { actor, profile } = requireRecord(payload);
    return this.profiles.save(requireActor(actor), requireRecord(profile));
  }
}
