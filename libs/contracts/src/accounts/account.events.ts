import { type Role } from '../session/role';
import { type EditableHealthInfo } from './profile.types';

export interface SessionRevokedEvent {
  sessionId: string;
  expiresAt: number;
}

/** What other services show of an account next to its id (appointment-svc's read model of names). */
export interface DirectoryCard {
  fullName: string;
  profilePicture: string | null;
}

/**
 * Published on signup and on every profile save. Carries the health fields and the directory card only: no email,
 * phone or date of birth. `version` orders versions: a consumer keeps the newest.
 */
export interface ProfileUpdatedEvent {
  accountId: string;
  role: Role;
  card: DirectoryCard;
  health_info?: Partial<EditableHealthInfo>;
  /** The profile's version: 1 at signup, one more on every save. Consumers keep the highest they have seen. */
  version: number;
  at: string;
}
