import { type Role } from '@vitalsync/contracts';

/** The profile fields the shell reads; feature issues extend it as they need more of spec section 3. */
export interface SessionProfile {
  _id: string;
  profilePicture?: string | null;
  personal_info?: {
    fullName?: string;
    email?: string;
  };
}

/** `GET /dashboard/profile` (spec section 7). */
export type ProfileResponse =
  { status: 'success'; profile: SessionProfile; role: Role } | { status: 'error'; message: string };
