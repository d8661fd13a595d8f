import { type ServiceName } from '../services';

/** Request/reply subject each service answers with its health. */
export const healthSubject = (service: ServiceName): `${ServiceName}.health` => `${service}.health`;
