import { type ServiceName } from '../services';
import { type ServiceHealthReply } from './health.types';

/** A health probe carries nothing. */
export type HealthQuery = Record<string, never>;

/** The health pattern every service answers (`<service>.health`, see healthSubject). */
export type HealthRpc = {
  [Service in ServiceName as `${Service}.health`]: { request: HealthQuery; reply: ServiceHealthReply };
};
