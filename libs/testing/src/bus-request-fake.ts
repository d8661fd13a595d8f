import { type BusClient } from '@vitalsync/bus';

/**
 * A spec's own answer to the bus's requests, for `newTestService`. `BusClient.request` is generic over the pattern,
 * so no plain function's type fits it: the fake keeps its own types for the spec's assertions and is declared to
 * stand for `request` towards the service.
 */
export const busRequestFake = <Reply, Args extends unknown[]>(
  answer: (...args: Args) => Reply,
): jest.Mock<Reply, Args> & BusClient['request'] =>
  jest.fn(answer) as jest.Mock<Reply, Args> & BusClient['request'];

/** The same for `BusClient.emit`, generic over the subject: a spec's own handling of what the service publishes. */
export const busEmitFake = <Args extends unknown[]>(
  handle: (...args: Args) => Promise<void>,
): jest.Mock<Promise<void>, Args> & BusClient['emit'] =>
  jest.fn(handle) as jest.Mock<Promise<void>, Args> & BusClient['emit'];
