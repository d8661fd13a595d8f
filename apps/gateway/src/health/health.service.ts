import { Inject, Injectable } from '@nestjs/common';
import { BusClient } from '@vitalsync/bus';
import {
  type HealthResponse,
  type ServiceHealth,
  type ServiceName,
  SERVICE_NAMES,
  healthSubject,
  isRpcErrorPayload,
} from '@vitalsync/contracts';

import { GATEWAY_OPTIONS, type GatewayOptions } from '../app/gateway-options';

/** A health probe must answer well within the 5 s in which an outage has to show. */
export const HEALTH_PROBE_TIMEOUT_MS = 2000;

@Injectable()
export class HealthService {
  constructor(
    private readonly bus: BusClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  /** Asks every service at once; a service is down when it does not answer, answers an error or reports its database down. */
  async check(): Promise<HealthResponse> {
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (service) => [service, await this.probe(service)] as const),
    );
    const services = Object.fromEntries(entries) as Record<ServiceName, ServiceHealth>;
    const down = SERVICE_NAMES.filter((service) => services[service].status !== 'up');
    return down.length === 0
      ? { status: 'success', mode: this.options.mode, services }
      : {
          status: 'error',
          message: `Unavailable: ${down.map((service) => `${service} service`).join(', ')}.`,
          mode: this.options.mode,
          services,
        };
  }

  private async probe(service: ServiceName): Promise<ServiceHealth> {
    const started = performance.now();
    try {
      const reply = await this.bus.request(
        healthSubject(service),
        {},
        { timeoutMs: HEALTH_PROBE_TIMEOUT_MS },
      );
      const latencyMs = Math.round((performance.now() - started) * 10) / 10;
      const up = reply.status === 'up' && reply.database === 'up';
      return { status: up ? 'up' : 'down', database: reply.database, latencyMs };
    } catch (error) {
      return { status: 'down', error: isRpcErrorPayload(error) ? error.message : 'No answer.' };
    }
  }
}
