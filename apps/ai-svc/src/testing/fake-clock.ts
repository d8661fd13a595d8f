import { type Clock } from '@vitalsync/backend';

/** A clock a test sets by hand. */
export const fakeClock = (start: string) => {
  let now = new Date(start);
  const clock: Clock = () => now;
  return {
    clock,
    set: (at: string) => {
      now = new Date(at);
    },
  };
};
