import { Inject, Injectable } from '@nestjs/common';
import { type Role } from '@vitalsync/contracts';
import { DRIZZLE, type Database } from '@vitalsync/db';
import { and, eq } from 'drizzle-orm';

import { accounts, type Account } from './accounts.schema';

export interface NewAccount {
  role: Role;
  email: string;
  passwordHash: string;
}

/** Addresses are compared case-insensitively: stored and looked up lower-cased. */
const normaliseEmail = (email: string): string => email.trim().toLowerCase();

@Injectable()
export class AccountsRepository {
  constructor(@Inject(DRIZZLE) private readonly db: Database) {}

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
}
