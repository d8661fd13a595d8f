import { type ApiErrorBody, isRole, type LoginResponse, type ProfileResponse } from '@vitalsync/contracts';

import { type LoginPayload } from './sessionSlice';

/**
 * docs/product/states.md#session-restore (and the login answer, which has the same fields): an answer counts only
 * with status "success" and a known role; a 2xx error body, a failed request or an unknown role all mean no
 * session.
 */
export const restoredSessionOf = (
  data: ProfileResponse | LoginResponse | ApiErrorBody | undefined,
  isError: boolean,
): LoginPayload | undefined =>
  !isError && data?.status === 'success' && isRole(data.role)
    ? { profile: data.profile, role: data.role }
    : undefined;
