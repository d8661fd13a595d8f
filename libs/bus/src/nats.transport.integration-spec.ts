import { BusConfig, loadConfig } from '@vitalsync/config';
import { type NatsConnection } from 'nats';

import { describeBusContract } from './testing/bus.contract-suite';
import { busTransportOf } from './bus-options';

const natsUrl = process.env['NATS_URL'];

if (natsUrl) {
  describeBusContract('nats', () => ({
    transport: 'nats',
    // A service that closes waits up to the bus timeout for handlers in flight; the contract's silent handler never
    // answers, so a short timeout keeps each close short.
    bus: loadConfig(BusConfig, { NATS_URL: natsUrl, BUS_TIMEOUT_MS: '2000' }),
    // A PING round trip guarantees NATS has processed the service's SUBs before the test sends to them.
    afterListen: (service) => service.unwrap<NatsConnection>().flush(),
  }));
} else {
  describe('the nats bus', () => {
    // Skipped, not passed: a run without NATS must not count the NATS transport as tested.
    it.skip('is tested only against a NATS server: without NATS_URL the system runs on the in-process bus', () => {
      expect(busTransportOf(new BusConfig())).toBe('in-process');
    });
  });
}
