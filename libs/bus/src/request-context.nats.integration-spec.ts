import { BusConfig, loadConfig } from '@vitalsync/config';
import { connect, headers, JSONCodec, type NatsConnection } from 'nats';

import { busTransportOf } from './bus-options';
import { describeRequestContextContract } from './testing/request-context.contract-suite';

const natsUrl = process.env['NATS_URL'];

if (natsUrl) {
  let raw: NatsConnection;
  const codec = JSONCodec<{ response?: unknown }>();

  beforeAll(async () => {
    raw = await connect({ servers: natsUrl });
  });

  afterAll(() => raw.close());

  const requestWithHeader = async (subject: string, requestId: string): Promise<unknown> => {
    const header = headers();
    header.set('x-request-id', requestId);
    const reply = await raw.request(
      subject,
      JSONCodec().encode({ id: 'raw-1', pattern: subject, data: {} }),
      { headers: header, timeout: 5_000 },
    );
    return codec.decode(reply.data).response;
  };

  describeRequestContextContract('nats', () => ({
    transport: 'nats',
    bus: loadConfig(BusConfig, { NATS_URL: natsUrl }),
    afterListen: (service) => service.unwrap<NatsConnection>().flush(),
    requestWithHeader,
  }));
} else {
  describe('request ids on the nats bus', () => {
    // Skipped, not passed: a run without NATS must not count the NATS transport as tested.
    it.skip('are tested only against a NATS server: without NATS_URL the system runs on the in-process bus', () => {
      expect(busTransportOf(new BusConfig())).toBe('in-process');
    });
  });
}
