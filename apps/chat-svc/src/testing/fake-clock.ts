import { type Clock } from '@vitalsync/backend';

/** A clock a test moves by hand. */
export const fakeClock = (start: string) => {
  let now = new Date(start);
  const clock: Clock = () => now;
  return {
    clock,
    advance: (milliseconds: number) => {
      now = new Date(now.getTime() + milliseconds);
    },
  };
};
