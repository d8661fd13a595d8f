import { type GetProfileQuery } from '@vitalsync/contracts';

import { ActorDto, ActorField } from '../../actor/actor.dto';

export class GetProfileQueryDto implements GetProfileQuery {
  @ActorField()
  actor!: ActorDto;
}
