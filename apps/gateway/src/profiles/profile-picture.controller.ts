import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { STORAGE, type StoragePort } from '@vitalsync/storage';
import { type FastifyReply } from 'fastify';

import { ApiBinarySuccess } from '../openapi/api-docs.decorators';
import { PictureParamsDto } from './dto/picture-params.dto';

@ApiTags('profile')
@Controller('profilePicture')
export class ProfilePictureController {
  constructor(@Inject(STORAGE) private readonly storage: StoragePort) {}

  @Get(':file')
  @ApiBinarySuccess(['image/png', 'image/jpeg'], 'A profile picture by its file name', { errors: [404] })
  async get(@Param() { file }: PictureParamsDto, @Res() reply: FastifyReply): Promise<void> {
    const stored = await this.storage.get(file);
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
