import { Controller, Module, type Type } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { ACCOUNT_SUBJECTS, type GetManyProfilesQuery, type Profile } from '@vitalsync/contracts';
import { GetManyProfilesQueryDto } from '@vitalsync/contracts/server';

/** auth-svc's profiles.getMany as a test sets it up: the profiles it knows, and every query it was asked. */
export class FakeProfiles {
  readonly queries: GetManyProfilesQuery[] = [];
  private readonly profiles = new Map<string, Profile>();

  add(...profiles: Profile[]): void {
    for (const profile of profiles) this.profiles.set(profile._id, profile);
  }

  answer(query: GetManyProfilesQuery): Profile[] {
    this.queries.push(query);
    return query.ids.flatMap((id) => {
      const profile = this.profiles.get(id);
      const role = profile && 'health_info' in profile ? 'user' : 'doctor';
      return profile && role === query.role ? [profile] : [];
    });
  }
}

/** The service's root module next to a fake auth-svc answering profiles.getMany from `fake`. */
export const withFakeProfiles = (service: Type<unknown>, fake: FakeProfiles): Type<unknown> => {
  @Controller()
  class FakeProfilesController {
    @Internal()
    @MessagePattern(ACCOUNT_SUBJECTS.getManyProfiles)
    getMany(@Payload() query: GetManyProfilesQueryDto): Profile[] {
      return fake.answer(query);
    }
  }

  @Module({ imports: [service], controllers: [FakeProfilesController] })
  class ServiceWithFakeProfiles {}

  return ServiceWithFakeProfiles;
};
