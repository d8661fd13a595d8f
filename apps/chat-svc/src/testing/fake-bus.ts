import { APPOINTMENT_SUBJECTS, type PairQuery } from '@vitalsync/contracts';
import { busRequestFake } from '@vitalsync/testing';

import { FakePairs } from './fake-pairs';

/**
 * The bus a service test sets up: appointment-svc's pair question answered from `pairs` (or failing with
 * `failure`), and every published event kept for the test to read back.
 */
export const fakeBus = () => {
  const pairs = new FakePairs();
  const state: { failure?: unknown } = {};
  const request = busRequestFake(async (pattern: string, payload: PairQuery) => {
    if (pattern !== APPOINTMENT_SUBJECTS.pairAllowed) throw new Error(`Unexpected request ${pattern}`);
    if (state.failure !== undefined) throw state.failure;
    return pairs.answer(payload);
  });
  const emit = jest.fn(async (_subject: string, _payload: unknown): Promise<void> => undefined);
  return {
    pairs,
    request,
    emit,
    /** appointment-svc unreachable: every question rejects with this, as BusClient does. */
    failWith: (failure: unknown) => {
      state.failure = failure;
    },
    /** The BusClient to give `newTestService`. */
    client: { request, emit },
  };
};

export type FakeBus = ReturnType<typeof fakeBus>;
