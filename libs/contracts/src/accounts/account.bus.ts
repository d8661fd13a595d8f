import { type AvailableDoctor } from '../appointments/appointment.types';
import { type Profile } from './profile.types';
import {
  type GetManyProfilesQuery,
  type GetProfileQuery,
  type LoginCommand,
  type LogoutCommand,
  type RevokedSession,
  type SaveProfileCommand,
  type SessionGrant,
  type SignupCommand,
} from './account.types';
import { type ProfileUpdatedEvent, type SessionRevokedEvent } from './account.events';
import { type ACCOUNT_EVENTS, type ACCOUNT_SUBJECTS } from './account.subjects';

export interface SignupReply {
  accountId: string;
}

export interface LogoutReply {
  revoked: true;
}

/** Asks for the sessions revoked before their expiry; it carries nothing. */
export type RevokedSessionsQuery = Record<string, never>;

/** Every request auth-svc answers: what each pattern takes and what it replies. */
export interface AccountRpc {
  [ACCOUNT_SUBJECTS.signup]: { request: SignupCommand; reply: SignupReply };
  [ACCOUNT_SUBJECTS.login]: { request: LoginCommand; reply: SessionGrant };
  [ACCOUNT_SUBJECTS.logout]: { request: LogoutCommand; reply: LogoutReply };
  [ACCOUNT_SUBJECTS.revokedSessions]: { request: RevokedSessionsQuery; reply: RevokedSession[] };
  [ACCOUNT_SUBJECTS.getProfile]: { request: GetProfileQuery; reply: Profile };
  [ACCOUNT_SUBJECTS.saveProfile]: { request: SaveProfileCommand; reply: Profile };
  [ACCOUNT_SUBJECTS.getManyProfiles]: { request: GetManyProfilesQuery; reply: Profile[] };
  [ACCOUNT_SUBJECTS.listDoctors]: { request: GetProfileQuery; reply: AvailableDoctor[] };
}

/** Every event auth-svc publishes, with its payload. */
export interface AccountEvents {
  [ACCOUNT_EVENTS.sessionRevoked]: SessionRevokedEvent;
  [ACCOUNT_EVENTS.profileUpdated]: ProfileUpdatedEvent;
}
