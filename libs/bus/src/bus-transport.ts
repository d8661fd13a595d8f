/** Which bus carries messages: a NATS server (distributed) or the broker inside this process (embedded). */
export type BusTransport = 'nats' | 'in-process';
