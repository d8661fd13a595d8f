import { type Actor, type Role } from '../session/role';
import { type Profile, type SaveProfileRequest } from './profile.types';

/** POST /api/authenticate/login body. */
export interface LoginRequest {
  role: Role;
  email: string;
  password: string;
}

/** POST /api/authenticate/login success (the session cookie is set alongside). */
export interface LoginResponse {
  status: 'success';
  profile: Profile;
  role: Role;
  message: string;
}

/** GET /api/dashboard/profile. */
export interface ProfileResponse {
  status: 'success';
  profile: Profile;
  role: Role;
}

/** POST /api/authenticate/signup/:role success. */
export interface SignupResponse {
  status: 'success';
  message: string;
}

/** POST /api/dashboard/profile success. */
export interface SaveProfileResponse {
  status: 'success';
  message: string;
  profile: Profile;
}

export interface StatusMessageResponse {
  status: 'success';
  message: string;
}

/** Storage keys of the files the gateway accepted for a signup. */
export interface SignupFiles {
  profilePicture?: string;
  licenseProof?: string;
}

/** gateway → auth-svc: a signup whose files are already checked and stored. */
export interface SignupCommand {
  role: Role;
  /** Text fields by `<group>.<field>` path, as received (confirmPassword is absent). */
  fields: Record<string, string>;
  files: SignupFiles;
}

/** gateway → auth-svc: a login attempt, with the caller's address for rate limiting. */
export interface LoginCommand extends LoginRequest {
  ip: string;
}

export interface SessionGrant {
  sessionId: string;
  /** Epoch milliseconds after which the session is no longer valid. */
  expiresAt: number;
  account: Actor;
  profile: Profile;
}

export interface LogoutCommand {
  sessionId: string;
  actor: Actor;
}

export interface RevokedSession {
  sessionId: string;
  expiresAt: number;
}

export interface GetProfileQuery {
  actor: Actor;
}

export interface SaveProfileCommand {
  actor: Actor;
  profile: SaveProfileRequest;
}

/** Internal: profiles of these accounts of this role; unknown ids are left out of the reply. */
export interface GetManyProfilesQuery {
  ids: string[];
  role: Role;
}
