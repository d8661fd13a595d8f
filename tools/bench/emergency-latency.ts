// One consulted patient whose saves alternate between an emergency heart rate and a resting one, and the
// consulting doctor's /notifications socket: each emergency save is timed from its HTTP request until the doctor's
// `health-emergency` toast; each resting save (the same request, no emergency) to its HTTP answer, the baseline.
import {
  type EmergencyNotification,
  NOTIFICATION_EVENTS,
  type SaveUserProfileRequest,
} from '@vitalsync/contracts';
import {
  EMERGENCY_HEART_RATE,
  FAR_FUTURE_MONDAY,
  PROFILE_PATH,
  type Participant,
  at,
  bookedAppointment,
  connectNotifications,
  editableUserProfile,
  insightsWhen,
  ownProfile,
  signedInParticipants,
} from '@vitalsync/testing';
import { type Socket } from 'socket.io-client';

const RESTING_HEART_RATE = 72;

/** The milliseconds of each sample of one run. */
export interface EmergencySamples {
  /** Save request sent → the doctor's toast received. */
  toast: number[];
  /** The emergency save's own HTTP answer (the toast comes after or about then). */
  emergencySave: number[];
  /** The resting save, timed to its HTTP answer: what the toast is compared with. */
  restingSave: number[];
}

/** Resolves with the next toast about `patientId` the socket receives. */
const nextToast = (socket: Socket, patientId: string): Promise<void> =>
  new Promise((resolve) => {
    const listener = (toast: EmergencyNotification): void => {
      if (toast.patientId !== patientId) return;
      socket.off(NOTIFICATION_EVENTS.emergency, listener);
      resolve();
    };
    socket.on(NOTIFICATION_EVENTS.emergency, listener);
  });

export class EmergencyLoad {
  private constructor(
    private readonly patient: Participant,
    private readonly doctorSocket: Socket,
    private readonly form: SaveUserProfileRequest,
  ) {}

  /** A doctor with the patient booked, the doctor's socket on `doctorUrl` (another replica, possibly). */
  static async start(baseUrl: string, doctorUrl = baseUrl): Promise<EmergencyLoad> {
    const [doctor, patient] = await signedInParticipants(baseUrl, ['doctor', 'user'] as const);
    await bookedAppointment(patient, doctor, at(FAR_FUTURE_MONDAY, '09:00'));
    const socket = await connectNotifications(doctorUrl, doctor.client.cookie);
    return new EmergencyLoad(patient, socket, editableUserProfile(await ownProfile(patient.client)));
  }

  private async save(heartRate: number): Promise<void> {
    const response = await this.patient.client.post(PROFILE_PATH, {
      json: { ...this.form, health_info: { ...this.form.health_info, heartRate } },
      headers: { origin: this.patient.client.baseUrl },
    });
    if (response.status !== 200) throw new Error(`save failed: ${response.status} ${response.raw}`);
  }

  /** `count` emergencies, each begun by one save and ended by the next, one at a time. */
  async run(count: number): Promise<EmergencySamples> {
    const samples: EmergencySamples = { toast: [], emergencySave: [], restingSave: [] };
    for (let sample = 0; sample < count; sample += 1) {
      const toast = nextToast(this.doctorSocket, this.patient.id);
      const sent = performance.now();
      await this.save(EMERGENCY_HEART_RATE);
      samples.emergencySave.push(performance.now() - sent);
      await toast;
      samples.toast.push(performance.now() - sent);

      const resting = performance.now();
      await this.save(RESTING_HEART_RATE);
      samples.restingSave.push(performance.now() - resting);
      // A toast comes when an emergency begins: the next one needs this one's end stored first (not timed).
      await insightsWhen(
        this.patient.client,
        (insights) => !insights.health_alert.emergency,
        'the emergency over',
      );
    }
    return samples;
  }

  close(): void {
    this.doctorSocket.close();
  }
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export interface EmergencyRow {
  target: string;
  samples: number[];
}

const ms = (value: number): string => value.toFixed(1);

export const emergencyTable = (rows: EmergencyRow[]): string =>
  [
    '| target | samples | p50 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      ({ target, samples }) =>
        `| ${target} | ${samples.length} | ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 99))} | ` +
        `${ms(Math.max(...samples))} |`,
    ),
  ].join('\n');
