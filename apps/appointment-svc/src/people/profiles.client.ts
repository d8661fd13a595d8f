import { Injectable } from '@nestjs/common';
import { BusClient } from '@vitalsync/bus';
import { ACCOUNT_SUBJECTS, type Profile, PROFILES_BATCH_MAX, type Role } from '@vitalsync/contracts';

/** auth-svc's profiles, many at a time: never one request per row. */
@Injectable()
export class ProfilesClient {
  constructor(private readonly bus: BusClient) {}

  /** The profiles of these accounts of this role (unknown ids are left out): one request per 500 ids. */
  async getMany(ids: readonly string[], role: Role): Promise<Profile[]> {
    const unique = [...new Set(ids)];
    const batches: string[][] = [];
    for (let start = 0; start < unique.length; start += PROFILES_BATCH_MAX) {
      batches.push(unique.slice(start, start + PROFILES_BATCH_MAX));
    }
    const replies = await Promise.all(
      batches.map((batch) => this.bus.request(ACCOUNT_SUBJECTS.getManyProfiles, { ids: batch, role })),
    );
    return replies.flat();
  }
}
