import { type NatsConnection } from 'nats';

import { describeBusContract } from './bus-contract';
import { busTransportFromEnv } from './bus-options';

const natsUrl = process.env['NATS_URL'];

if (natsUrl) {
  describeBusContract('nats', () => ({
    transport: 'nats',
    env: { NATS_URL: natsUrl },
    // A PING round trip guarantees NATS has processed the service's SUBs before the test sends to them.
    afterListen: (service) => service.unwrap<NatsConnection>().flush(),
  }));
} else {
  describe('the nats bus', () => {
    // Skipped, not passed: a run without NATS must not count the NATS transport as tested.
    it.skip('is tested only against a NATS server: without NATS_URL the system runs on the in-process bus', () => {
      expect(busTransportFromEnv({})).toBe('in-process');
    });
  });
}
