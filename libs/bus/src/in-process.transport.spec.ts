import { BusConfig } from '@vitalsync/config';

import { describeBusContract } from './testing/bus.contract-suite';

describeBusContract('in-process', () => ({ transport: 'in-process', bus: new BusConfig() }));
