import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type Profile, type Role } from '@vitalsync/contracts';

import { PeopleRepository } from './people.repository';
import { type Person } from './people.schema';
import { ProfilesClient } from './profiles.client';

/** An account a list shows, with the role it has there (the patient or the doctor of an appointment). */
export interface AccountRef {
  id: string;
  role: Role;
}

/** What lists show of an account whose profile auth-svc no longer has, or could not give. */
export const UNKNOWN_NAME = '';

/** The card the read model keeps of a profile, as of `versionAt`. */
export const cardOf = (profile: Profile, role: Role, versionAt: Date): Person => ({
  accountId: profile._id,
  role,
  fullName: profile.personal_info.fullName,
  profilePicture: profile.profilePicture,
  versionAt,
});

/**
 * Names of the accounts lists show, from the read model; missing ones (an event lost or not yet come) are asked of
 * auth-svc in one request per role and remembered.
 */
@Injectable()
export class PeopleDirectory {
  private readonly logger = new Logger(PeopleDirectory.name);

  constructor(
    private readonly people: PeopleRepository,
    private readonly profiles: ProfilesClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Full names by account id; an account nobody knows has UNKNOWN_NAME. */
  async namesOf(accounts: readonly AccountRef[]): Promise<Map<string, string>> {
    const ids = [...new Set(accounts.map((account) => account.id))];
    const names = new Map((await this.people.find(ids)).map((card) => [card.accountId, card.fullName]));
    const missing = accounts.filter((account) => !names.has(account.id));
    for (const card of await this.fetch(missing)) names.set(card.accountId, card.fullName);
    for (const id of ids) if (!names.has(id)) names.set(id, UNKNOWN_NAME);
    return names;
  }

  /** Keeps the card of a profile just read from auth-svc at `readAt` (when the request was sent). */
  remember(profile: Profile, role: Role, readAt: Date): Promise<void> {
    return this.people.upsert([cardOf(profile, role, readAt)]);
  }

  /** Asks auth-svc for the missing cards; best effort: a list shows what it has rather than fail. */
  private async fetch(missing: readonly AccountRef[]): Promise<Person[]> {
    if (missing.length === 0) return [];
    // Any profile saved before this moment is in the reply, so an event older than it may not replace it.
    const readAt = this.clock();
    const roles = [...new Set(missing.map((account) => account.role))];
    try {
      const cards = (
        await Promise.all(
          roles.map(async (role) => {
            const ids = missing.filter((account) => account.role === role).map((account) => account.id);
            return (await this.profiles.getMany(ids, role)).map((profile) => cardOf(profile, role, readAt));
          }),
        )
      ).flat();
      await this.people.upsert(cards);
      return cards;
    } catch {
      this.logger.warn(`${missing.length} names could not be read from auth-svc`);
      return [];
    }
  }
}
