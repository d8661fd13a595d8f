import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock, rpcError } from '@vitalsync/backend';
import {
  type Actor,
  type AppointmentAction,
  type AppointmentDetail,
  DOCTORS_ONLY_MESSAGE,
  type Prescription,
  type RecordAction,
} from '@vitalsync/contracts';

import { PeopleDirectory } from '../people/people.directory';
import { AccessAudit } from './access-audit';
import { AppointmentAccess } from './appointment-access';
import { appointmentChanged } from './appointment-events';
import { NOT_PRESCRIBABLE_MESSAGE, PRESCRIBABLE_STATUSES, TRANSITIONS } from './appointment-transitions';
import { participantsOf, toAppointmentDetail } from './appointment-view';
import { type Appointment } from './appointments.schema';
import { AppointmentsRepository } from './appointments.repository';

/** What each transition is called in the patient's access history. */
const AUDITED_AS: Readonly<Record<AppointmentAction, RecordAction>> = {
  start: 'appointment.started',
  complete: 'appointment.completed',
  cancel: 'appointment.cancelled',
};

const notTheDoctor = () => rpcError({ code: 'forbidden', message: DOCTORS_ONLY_MESSAGE });

/** Starting, completing and cancelling appointments, and their prescriptions. */
@Injectable()
export class LifecycleService {
  private readonly logger = new Logger(LifecycleService.name);

  constructor(
    private readonly appointments: AppointmentsRepository,
    private readonly access: AppointmentAccess,
    private readonly people: PeopleDirectory,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly audit: AccessAudit,
  ) {}

  async transition(
    actor: Actor,
    appointmentId: string,
    action: AppointmentAction,
  ): Promise<AppointmentDetail> {
    const transition = TRANSITIONS[action];
    const current = await this.access.participation(appointmentId, actor.id);
    if (transition.doctorOnly && !this.isItsDoctor(actor, current)) throw notTheDoctor();
    if (current.status !== transition.from)
      throw rpcError({ code: 'appointment.wrong_status', message: transition.conflict });

    const names = await this.people.namesOf(participantsOf(current));
    const changed = await this.appointments.changeStatus(
      appointmentId,
      transition.doctorOnly ? { doctorId: actor.id } : { participantId: actor.id },
      transition.from,
      transition.to,
      (row) => [
        appointmentChanged(transition.event, row, names, actor.role, this.clock()),
        // The doctor's change goes into the patient's access history; the patient's own does not.
        ...this.audit.entriesOf(actor, AUDITED_AS[action], [row.patientId], row.id),
      ],
    );
    // Another change won the race since the read above.
    if (!changed) throw rpcError({ code: 'appointment.wrong_status', message: transition.conflict });
    this.logger.log(`Appointment ${changed.id} is ${changed.status}`);
    return toAppointmentDetail(changed, names);
  }

  /**
   * The appointment's own doctor writes its prescription once the consultation has begun. Its texts arrive
   * trimmed (PrescriptionRequestDto).
   */
  async prescribe(
    actor: Actor,
    appointmentId: string,
    prescription: Prescription,
  ): Promise<AppointmentDetail> {
    const current = await this.access.participation(appointmentId, actor.id);
    if (!this.isItsDoctor(actor, current)) throw notTheDoctor();
    if (!PRESCRIBABLE_STATUSES.includes(current.status)) {
      throw rpcError({ code: 'appointment.not_prescribable', message: NOT_PRESCRIBABLE_MESSAGE });
    }
    const changed = await this.appointments.prescribe(
      appointmentId,
      actor.id,
      prescription,
      PRESCRIBABLE_STATUSES,
      (row) => this.audit.entriesOf(actor, 'prescription.written', [row.patientId], row.id),
    );
    if (!changed) throw rpcError({ code: 'appointment.not_prescribable', message: NOT_PRESCRIBABLE_MESSAGE });
    this.logger.log(`Appointment ${changed.id} has a new prescription`);
    return toAppointmentDetail(changed, await this.people.namesOf(participantsOf(changed)));
  }

  private isItsDoctor(actor: Actor, appointment: Appointment): boolean {
    return actor.role === 'doctor' && appointment.doctorId === actor.id;
  }
}
