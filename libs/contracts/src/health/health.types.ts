import { type ServiceName } from '../services';

export type ComponentState = 'up' | 'down';

/** What a service answers on its health subject. */
export interface ServiceHealthReply {
  service: ServiceName;
  status: ComponentState;
  database: ComponentState;
  uptimeSeconds: number;
}

/** One service as the gateway reports it. */
export interface ServiceHealth {
  status: ComponentState;
  database?: ComponentState;
  latencyMs?: number;
  error?: string;
}

/** `GET /api/health`: 200 with status "success" when every service is up, 503 with status "error" otherwise. */
export interface HealthResponse {
  status: 'success' | 'error';
  message?: string;
  mode: 'embedded' | 'distributed';
  services: Record<ServiceName, ServiceHealth>;
}
