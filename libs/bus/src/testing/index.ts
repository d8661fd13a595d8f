// Test-only entry point (@vitalsync/bus/testing): what the specs of libraries built on the bus need to drive a
// service over the in-process transport with made-up subjects, and to raise the bus client's own failures.
export { InProcessClient } from '../in-process/in-process-client';
export { type UntypedBusClient, untypedBusClient } from '../untyped-bus-client';
export { busInternalError, busTimedOut, busUnavailable } from '../bus-errors';
