import { type Role } from '../session/role';
import { type EditableHealthInfo } from './profile.dto';

export interface SessionRevokedEvent {
  sessionId: string;
  expiresAt: number;
}

/** Carries the health fields only: consumers (ai-svc) never need a name, email or phone. */
export interface ProfileUpdatedEvent {
  accountId: string;
  role: Role;
  health_info?: Partial<EditableHealthInfo>;
  at: string;
}
