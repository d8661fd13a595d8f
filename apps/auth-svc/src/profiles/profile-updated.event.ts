import { type ProfileUpdatedEvent } from '@vitalsync/contracts';

import { type Account } from '../accounts/accounts.schema';
import { editableHealthInfoOf } from './profile-view';

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
