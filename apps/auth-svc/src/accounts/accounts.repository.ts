import { Inject, Injectable } from '@nestjs/common';
import { Outbox } from '@vitalsync/bus';
import { ACCOUNT_EVENTS, type ProfileUpdatedEvent, type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, inArray, sql } from 'drizzle-orm';

import { type AccountSections, type StoredAvailability } from './account-sections';
import { accounts, type Account } from './accounts.schema';

/** What a profile shows of an account: never its password hash or licence proof. */
const PROFILE_COLUMNS = {
  id: accounts.id,
  role: accounts.role,
  email: accounts.email,
  profilePicture: accounts.profilePicture,
  personalInfo: accounts.personalInfo,
  healthInfo: accounts.healthInfo,
  emergencyContact: accounts.emergencyContact,
  professionalInfo: accounts.professionalInfo,
  availability: accounts.availability,
  doctorOptional: accounts.doctorOptional,
  aiGenerated: accounts.aiGenerated,
};

export type AccountProfile = Pick<Account, keyof typeof PROFILE_COLUMNS>;

/** What the booking form lists of a doctor: read out of the sections, so the phone and email never leave the table. */
const DOCTOR_LISTING_COLUMNS = {
  id: accounts.id,
  profilePicture: accounts.profilePicture,
  fullName: sql<string>`${accounts.personalInfo}->>'fullName'`,
  speciality: sql<string>`${accounts.professionalInfo}->>'speciality'`,
  yearsOfExperience: sql<number>`${accounts.professionalInfo}->>'yearsOfExperience'`.mapWith(Number),
  availability: accounts.availability,
};

export interface DoctorListing {
  id: string;
  profilePicture: string | null;
  fullName: string;
  speciality: string;
  yearsOfExperience: number;
  availability: StoredAvailability | null;
}

export interface NewAccount extends AccountSections {
  role: Role;
  email: string;
  passwordHash: string;
  username: string | null;
  profilePicture: string | null;
  licenseProof: string | null;
}

/** Addresses are compared case-insensitively: stored and looked up trimmed and lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class AccountsRepository {
  /** Built once: the profile read is the hottest query, and drizzle would rebuild its SQL on every call. */
  private readonly profileById;

  constructor(
    @Inject(DRIZZLE) private readonly db: Database,
    private readonly outbox: Outbox,
  ) {
    this.profileById = db
      .select(PROFILE_COLUMNS)
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('id')))
      .prepare('account_profile_by_id');
  }

  count(): Promise<number> {
    return this.db.$count(accounts);
  }

  /**
   * Rejects with a unique violation (`isUniqueViolation`) when the role already has an account for the address.
   * Resolves with the new id and the profile's first version; `announce` makes the profile.updated event stored
   * with it, so other services learn the account exactly when it exists.
   */
  create(
    account: NewAccount,
    announce: (created: { id: string; profileVersion: number }) => ProfileUpdatedEvent,
  ): Promise<{ id: string; profileVersion: number }> {
    return this.outbox.transaction(async (tx, events) => {
      const [created] = await tx
        .insert(accounts)
        .values({ ...account, email: normaliseEmail(account.email) })
        .returning({ id: accounts.id, profileVersion: accounts.profileVersion });
      if (!created) {
        throw new Error('Inserting an account returned no row');
      }
      await events.add(ACCOUNT_EVENTS.profileUpdated, announce(created));
      return created;
    });
  }

  async findByEmail(role: Role, email: string): Promise<Account | null> {
    const [account] = await this.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.role, role), eq(accounts.email, normaliseEmail(email))))
      .limit(1);
    return account ?? null;
  }

  /**
   * The profile columns of an actor's account (the columns a profile shows, nothing else: less to read, parse
   * and map on the hottest query). The role is part of the key, so an id never answers for the other role.
   */
  async findProfile(id: string, role: Role): Promise<AccountProfile | null> {
    // By primary key alone, the role compared here: PGlite never gathers table statistics, and without them the
    // planner ran `id = $1 and role = $2` through the (role, email) index, scanning every account of the role.
    const [account] = await this.profileById.execute({ id });
    return account?.role === role ? account : null;
  }

  /** The profile columns of the accounts of `role` among `ids`, in one query; ids of no such account are left out. */
  async findProfiles(ids: readonly string[], role: Role): Promise<AccountProfile[]> {
    // By primary key alone, the role compared here, as in findProfile: with `and role = $n` and no statistics the
    // planner scanned every account of the role through the (role, email) index (16 ms instead of 0.4 ms for 50
    // of 20,000 patients on PGlite).
    const found = await this.db
      .select(PROFILE_COLUMNS)
      .from(accounts)
      .where(inArray(accounts.id, [...ids]));
    return found.filter((account) => account.role === role);
  }

  /** Every doctor, in no particular order. */
  listDoctors(): Promise<DoctorListing[]> {
    return this.db.select(DOCTOR_LISTING_COLUMNS).from(accounts).where(eq(accounts.role, 'doctor'));
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db
      .update(accounts)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
  }

  /**
   * Reads the actor's account under a row lock, lets `change` compute the new sections from it and writes them
   * with the next profile version, so two saves of one profile never lose each other's history entries nor share
   * a version. A `change` that throws writes nothing. `announce` makes the profile.updated event of the saved
   * account, stored in the same transaction. Resolves with the saved account, or null when the actor has no
   * account.
   */
  updateSections(
    id: string,
    role: Role,
    change: (current: Account) => Partial<AccountSections>,
    announce: (saved: Account) => ProfileUpdatedEvent,
  ): Promise<Account | null> {
    return this.outbox.transaction(async (tx, events) => {
      const [current] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.role, role)))
        .for('update');
      if (!current) return null;
      const [saved] = await tx
        .update(accounts)
        .set({
          ...change(current),
          profileVersion: sql`${accounts.profileVersion} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(accounts.id, current.id))
        .returning();
      if (!saved) return null;
      await events.add(ACCOUNT_EVENTS.profileUpdated, announce(saved));
      return saved;
    });
  }
}
