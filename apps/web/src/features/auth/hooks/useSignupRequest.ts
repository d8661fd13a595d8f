import { type Role } from '@vitalsync/contracts';
import { useCallback, useState } from 'react';

import { type ApiErrorRead, errorBodyOf } from '../../../app/apiError';
import { API_BASE } from '../../../config';
import { postMultipart } from '../requests/postMultipart';

/** `percent` is null while the size is unknown or the server is working: the indicator is then indeterminate. */
export type SignupProgress =
  { phase: 'idle' } | { phase: 'uploading'; percent: number | null } | { phase: 'processing' };

export type SignupOutcome =
  { ok: true } | { ok: false; error: ApiErrorRead | undefined } | { ok: false; unreachable: true };

/** `POST /authenticate/signup/{role}` with live upload progress. */
export const useSignupRequest = () => {
  const [progress, setProgress] = useState<SignupProgress>({ phase: 'idle' });

  const signup = useCallback(async (role: Role, body: FormData): Promise<SignupOutcome> => {
    setProgress({ phase: 'uploading', percent: null });
    try {
      const answer = await postMultipart(
        `${API_BASE}/authenticate/signup/${role}`,
        body,
        ({ loaded, total }) =>
          setProgress(
            total === null
              ? { phase: 'uploading', percent: null }
              : loaded >= total
                ? { phase: 'processing' }
                : { phase: 'uploading', percent: Math.round((loaded / total) * 100) },
          ),
      );
      if (answer.status >= 200 && answer.status < 300) return { ok: true };
      return { ok: false, error: errorBodyOf(answer.body) };
    } catch (error) {
      console.error('Signup failed', error);
      return { ok: false, unreachable: true };
    } finally {
      setProgress({ phase: 'idle' });
    }
  }, []);

  return { signup, progress };
};
