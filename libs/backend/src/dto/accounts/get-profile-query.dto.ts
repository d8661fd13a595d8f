import { type GetProfileQuery } from '@vitalsync/contracts';
import { ActorDto, ActorField } from '@vitalsync/contracts/server';

export class GetProfileQueryDto implements GetProfileQuery {
  @ActorField()
  actor!: ActorDto;
}
