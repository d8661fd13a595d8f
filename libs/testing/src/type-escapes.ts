/**
 * The two ways a spec may step outside a type on purpose, named so the intent reads where a bare cast would hide
 * it. Dependencies of a class under test are built with `newTestService`, never with these.
 */

/** The members of T a stand-in gives: names are T's own (a misspelt or removed one fails), methods any function. */
export type StandInMembers<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? (...args: never[]) => unknown
    : T[K] extends object
      ? StandInMembers<T[K]>
      : T[K];
};

/**
 * A framework object the code under test is handed (a socket.io Socket or Namespace, a Fastify reply, a Nest
 * execution context) with only the members that code uses: building the real one needs a running server.
 */
export const standIn = <T>(members: StandInMembers<T>): T => members as T;

/**
 * A value that breaks its type on purpose (a number sent as text, a row with a column the type does not know, a
 * form part without a name), to prove what the code does when the outside world sends one.
 */
export const malformed = <T>(value: unknown): T => value as T;
