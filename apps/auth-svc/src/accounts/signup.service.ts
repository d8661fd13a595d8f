import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, invalidFields, rpcError } from '@vitalsync/backend';
import {
  LICENSE_PROOF_RULE,
  SIGNUP_REQUEST_RULES,
  type SignupCommand,
  type SignupReply,
  validateFields,
} from '@vitalsync/contracts';
import { pgErrorOf } from '@vitalsync/db';

import { profileUpdatedEvent } from '../profiles/profile-updated.event';
import { AccountsRepository } from './accounts.repository';
import { PasswordHasher } from './password-hasher';
import { newAccountFrom, PASSWORD_PATH } from './signup-account';

/** The unique key on (role, email) of the accounts table. */
const EMAIL_UNIQUE_KEY = 'accounts_role_email_key';

const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

@Injectable()
export class SignupService {
  private readonly logger = new Logger(SignupService.name);

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Validates again what the gateway checked, hashes the password and stores the account (refused if taken). */
  async signup({ role, fields, files }: SignupCommand): Promise<SignupReply> {
    const now = this.clock();
    const errors = validateFields(SIGNUP_REQUEST_RULES[role], fields, now);
    if (role === 'doctor' && !files.licenseProof) {
      errors['professional_info.licenseProof'] = LICENSE_PROOF_RULE.required;
    }
    if (Object.keys(errors).length > 0) throw invalidFields(errors);

    const passwordHash = await this.hasher.hash(fields[PASSWORD_PATH] ?? '');
    const account = newAccountFrom(role, fields, files, passwordHash, now);
    let created: { id: string; profileVersion: number };
    try {
      // Other services learn the new account's card (and a patient's health data) at once, not at its first save.
      created = await this.accounts.create(account, (row) =>
        profileUpdatedEvent({ ...account, ...row }, now),
      );
    } catch (error) {
      // The unique key decides, so two signups racing for one address also end in one 409.
      if (pgErrorOf(error)?.constraint === EMAIL_UNIQUE_KEY)
        throw rpcError({ code: 'account.email_taken', message: DUPLICATE_EMAIL_MESSAGE });
      throw error;
    }
    const { id } = created;
    this.logger.log(`Account ${id} signed up as ${role}`);
    return { accountId: id };
  }
}
