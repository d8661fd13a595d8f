import { Logger } from '@nestjs/common';
import { type BusClient, emitBestEffort } from '@vitalsync/bus';
import { ACCOUNT_EVENTS, type ProfileUpdatedEvent } from '@vitalsync/contracts';

import { type Account } from '../accounts/accounts.schema';
import { editableHealthInfoOf } from './profile-view';

const logger = new Logger('ProfileUpdated');

export type PublishedAccount = Pick<
  Account,
  'id' | 'role' | 'profilePicture' | 'personalInfo' | 'healthInfo' | 'profileVersion'
>;

/**
 * What consumers need to know of a profile: the directory card other services show next to the id (appointment-svc)
 * and a patient's health fields (ai-svc); never an email, a phone number or a date of birth.
 */
export const profileUpdatedEvent = (account: PublishedAccount, at: Date): ProfileUpdatedEvent => ({
  accountId: account.id,
  role: account.role,
  card: { fullName: account.personalInfo.fullName, profilePicture: account.profilePicture },
  ...(account.healthInfo ? { health_info: editableHealthInfoOf(account.healthInfo) } : {}),
  version: account.profileVersion,
  at: at.toISOString(),
});

/** Best effort: the stored profile stands if the bus is down; consumers catch up with the next change. */
export const publishProfileUpdated = (bus: BusClient, account: PublishedAccount, at: Date): Promise<void> =>
  emitBestEffort(bus, ACCOUNT_EVENTS.profileUpdated, profileUpdatedEvent(account, at), {
    logger,
    about: `account ${account.id}`,
  });
