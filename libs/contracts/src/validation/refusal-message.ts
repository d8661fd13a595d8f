import { type ValidationError, type ValidationOptions } from 'class-validator';

/** Context key of a check whose failure the caller must see with its own message, not the generic refusal. */
export const REFUSAL_MESSAGE_CONTEXT = 'refusalMessage';

/**
 * Options of a check whose failure answers `message` (e.g. the spec's "Please fill in all the fields."): the
 * message for class-validator and, in the context, for the HTTP validation pipe that builds the response.
 */
export const refusedWith = (message: string): ValidationOptions => ({
  message,
  context: { [REFUSAL_MESSAGE_CONTEXT]: message },
});

/** The first message a failed check asked to be answered with (see refusedWith), depth first. */
export const refusalMessageOf = (errors: readonly ValidationError[]): string | undefined => {
  for (const error of errors) {
    for (const context of Object.values(error.contexts ?? {})) {
      const message = (context as Record<string, unknown>)[REFUSAL_MESSAGE_CONTEXT];
      if (typeof message === 'string') return message;
    }
    const nested = refusalMessageOf(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
};
