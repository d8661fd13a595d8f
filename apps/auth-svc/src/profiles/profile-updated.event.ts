import { Logger } from '@nestjs/common';
import { type BusClient } from '@vitalsync/bus';
import { ACCOUNT_EVENTS, type ProfileUpdatedEvent } from '@vitalsync/contracts';

import { type Account } from '../accounts/accounts.schema';
import { editableHealthInfoOf } from './profile-view';

const logger = new Logger('ProfileUpdated');

/** What consumers (ai-svc) need to know of a profile: never a name, an email or a phone number. */
export const profileUpdatedEvent = (
  account: Pick<Account, 'id' | 'role' | 'healthInfo'>,
  at: Date,
): ProfileUpdatedEvent => ({
  accountId: account.id,
  role: account.role,
  ...(account.healthInfo ? { health_info: editableHealthInfoOf(account.healthInfo) } : {}),
  at: at.toISOString(),
});

/** Best effort: the stored profile stands if the bus is down; insights catch up with the next change. */
export const publishProfileUpdated = async (
  bus: BusClient,
  account: Pick<Account, 'id' | 'role' | 'healthInfo'>,
  at: Date,
): Promise<void> => {
  try {
    await bus.emit(ACCOUNT_EVENTS.profileUpdated, profileUpdatedEvent(account, at));
  } catch {
    logger.warn(`profile.updated for account ${account.id} could not be published`);
  }
};
