import { ActorDto, ActorField } from '../validation/actor.dto';
import { type GetProfileQuery } from './account.types';

export class GetProfileQueryDto implements GetProfileQuery {
  @ActorField()
  actor!: ActorDto;
}
