import { Module } from '@nestjs/common';

import { ProfilePictureController } from './profile-picture.controller';
import { ProfileController } from './profile.controller';

/** The caller's profile and the profile pictures. */
@Module({
  controllers: [ProfileController, ProfilePictureController],
})
export class ProfilesModule {}
