import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import { type Actor, type AvailableDoctor, type Profile, type Role } from '@vitalsync/contracts';
import { type SaveProfileRequestDto } from '@vitalsync/contracts/server';

import { AccountsRepository } from '../accounts/accounts.repository';
import { byFullName, toAvailableDoctor } from './available-doctor-view';
import { mergeProfile } from './profile-merge';
import { profileUpdatedEvent } from './profile-updated.event';
import { toProfile } from './profile-view';

const accountGone = () => rpcError({ code: 'account.gone', message: 'Your account no longer exists.' });

@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async get(actor: Actor): Promise<Profile> {
    const account = await this.accounts.findProfile(actor.id, actor.role);
    if (!account) throw accountGone();
    return toProfile(account);
  }

  /** For other services (internal): the profiles of the accounts of `role` among `ids`; unknown ids are left out. */
  async getMany(ids: readonly string[], role: Role): Promise<Profile[]> {
    const accounts = await this.accounts.findProfiles(ids, role);
    return accounts.map(toProfile);
  }

  /** Every doctor, for anyone signed in choosing whom to book. */
  async listDoctors(): Promise<AvailableDoctor[]> {
    const doctors = await this.accounts.listDoctors();
    return doctors.map(toAvailableDoctor).sort(byFullName);
  }

  /** Saves the actor's own profile: the actor is the key, whatever ids the body carries. */
  async save(actor: Actor, request: SaveProfileRequestDto): Promise<Profile> {
    if (request.role !== actor.role)
      throw rpcError({ code: 'forbidden', message: 'You can only change your own profile.' });
    const now = this.clock();
    const saved = await this.accounts.updateSections(
      actor.id,
      actor.role,
      (current) => {
        const merge = mergeProfile(current, { ...request }, now);
        // Thrown inside the transaction, so a refused save writes nothing.
        if (merge.kind === 'refused') throw rpcError(merge.error);
        return merge.sections;
      },
      (account) => profileUpdatedEvent(account, now),
    );
    if (!saved) throw accountGone();
    this.logger.log(`Account ${saved.id} saved its profile`);
    return toProfile(saved);
  }
}
