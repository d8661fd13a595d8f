import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { STORAGE, type StoragePort } from '@vitalsync/storage';
import { type FastifyReply } from 'fastify';

/** Picture names are random UUIDs with an image extension; licence proofs are named otherwise and never match. */
export const PICTURE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpe?g)$/;

@ApiTags('profile')
@Controller('profilePicture')
export class ProfilePictureController {
  constructor(@Inject(STORAGE) private readonly storage: StoragePort) {}

  @Get(':file')
  async get(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const stored = PICTURE_NAME.test(file) ? await this.storage.get(file) : null;
    if (!stored || !stored.contentType.startsWith('image/'))
      throw new NotFoundException('There is no such picture.');
    // A picture's name is random and never reused, so browsers may keep it; private: it is a person's photo.
    await reply
      .header('content-type', stored.contentType)
      .header('content-length', stored.size)
      .header('cache-control', 'private, max-age=86400, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(stored.body);
  }
}
