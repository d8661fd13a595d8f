import { type UseFormSetError } from 'react-hook-form';

import { type SectionValues } from './formValues';

/**
 * Puts the server's `errors` (keyed `<group>.<field>`, like the form's own names) under their fields, focusing
 * the first. Returns the messages for paths the form does not show, so the caller can show them elsewhere.
 */
export const applyServerErrors = (
  setError: UseFormSetError<SectionValues>,
  errors: Readonly<Record<string, string>> | undefined,
  formPaths: ReadonlySet<string>,
): string[] => {
  const unplaced: string[] = [];
  let focused = false;
  for (const [path, message] of Object.entries(errors ?? {})) {
    if (!formPaths.has(path)) {
      unplaced.push(message);
      continue;
    }
    setError(path, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
};
