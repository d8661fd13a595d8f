import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient, emitBestEffort } from '@vitalsync/bus';
import { AI_EVENTS, APPOINTMENT_SUBJECTS } from '@vitalsync/contracts';

export interface EmergencyNotice {
  patientId: string;
  patientName: string;
  alert: string;
}

/**
 * Tells every gateway that a patient became an emergency, naming the doctors who consulted them (resolved
 * once here, so gateways only push). No doctor: nobody to tell.
 */
@Injectable()
export class EmergencyAlerts {
  private readonly logger = new Logger(EmergencyAlerts.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async announce({ patientId, patientName, alert }: EmergencyNotice): Promise<void> {
    let doctorIds: string[];
    try {
      ({ doctorIds } = await this.bus.request(APPOINTMENT_SUBJECTS.consultingDoctors, { patientId }));
    } catch {
      // The stored insights still say emergency: the doctors' lists show it on their next read.
      this.logger.warn(
        `The consulting doctors of account ${patientId} could not be read; no emergency pushed`,
      );
      return;
    }
    if (doctorIds.length === 0) return;
    await emitBestEffort(
      this.bus,
      AI_EVENTS.emergency,
      { patientId, patientName, alert, doctorIds, at: this.clock().toISOString() },
      { logger: this.logger, about: `account ${patientId}` },
    );
  }
}
