/**
 * Whether the promise has settled (resolved or rejected) once everything already queued has run: a spec asks
 * whether waiting is still under way without waiting on it, and never by time.
 */
export const isSettled = async (promise: Promise<unknown>): Promise<boolean> => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise<void>((resolve) => setImmediate(resolve));
  return done;
};
