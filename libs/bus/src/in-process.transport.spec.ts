import { describeBusContract } from './bus-contract';

describeBusContract('in-process', () => ({ transport: 'in-process', env: {} }));
