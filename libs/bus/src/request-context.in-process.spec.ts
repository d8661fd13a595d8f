import { BusConfig } from '@vitalsync/config';

import { InProcessBroker } from './in-process/in-process-broker';
import { decodeReply, encodeHeaders, encodeWire } from './in-process/wire';
import { describeRequestContextContract } from './testing/request-context.contract-suite';

const requestWithHeader = (subject: string, requestId: string): Promise<unknown> =>
  new Promise((resolve, reject) => {
    InProcessBroker.shared().request(
      subject,
      encodeWire({ id: 'raw-1', pattern: subject, data: {} }),
      (reply) => {
        if (reply.kind === 'no-responders') reject(new Error(`nobody handles ${subject}`));
        else resolve(decodeReply(reply.raw).response);
      },
      encodeHeaders({ 'x-request-id': requestId }),
    );
  });

describeRequestContextContract('in-process', () => ({
  transport: 'in-process',
  bus: new BusConfig(),
  requestWithHeader,
}));
