import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq, sql } from 'drizzle-orm';

import { type AccountSections } from './account-sections';
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
};

export type AccountProfile = Pick<Account, keyof typeof PROFILE_COLUMNS>;

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

  constructor(@Inject(DRIZZLE) private readonly db: Database) {
    this.profileById = db
      .select(PROFILE_COLUMNS)
      .from(accounts)
      .where(eq(accounts.id, sql.placeholder('id')))
      .prepare('account_profile_by_id');
  }

  count(): Promise<number> {
    return this.db.$count(accounts);
  }

  /** Rejects with a unique violation (`isUniqueViolation`) when the role already has an account for the address. */
  async create(account: NewAccount): Promise<{ id: string }> {
    const [created] = await this.db
      .insert(accounts)
      .values({ ...account, email: normaliseEmail(account.email) })
      .returning({ id: accounts.id });
    if (!created) {
      throw new Error('Inserting an account returned no row');
    }
    return created;
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

  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.db
      .update(accounts)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(accounts.id, id));
  }

  /**
   * Reads the actor's account under a row lock, lets `change` compute the new sections from it and writes them,
   * so two saves of one profile never lose each other's history entries. A `change` that throws writes nothing.
   * Resolves with the saved account, or null when the actor has no account.
   */
  updateSections(
    id: string,
    role: Role,
    change: (current: Account) => Partial<AccountSections>,
  ): Promise<Account | null> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.role, role)))
        .for('update');
      if (!current) return null;
      const [saved] = await tx
        .update(accounts)
        .set({ ...change(current), updatedAt: sql`now()` })
        .where(eq(accounts.id, current.id))
        .returning();
      return saved ?? null;
    });
  }
}
