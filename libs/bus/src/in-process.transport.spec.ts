import { BusConfig } from '@vitalsync/config';

import { describeBusContract } from './bus-contract';

describeBusContract('in-process', () => ({ transport: 'in-process', bus: new BusConfig() }));
