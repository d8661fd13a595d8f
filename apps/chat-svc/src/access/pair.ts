import { type Actor } from '@vitalsync/contracts';

/** A doctor and a patient: the two people one chat belongs to. */
export interface Pair {
  doctorId: string;
  patientId: string;
}

/** The pair an actor forms with a counterpart, read by the actor's role. */
export const pairOf = (actor: Actor, remoteId: string): Pair =>
  actor.role === 'doctor'
    ? { doctorId: actor.id, patientId: remoteId }
    : { doctorId: remoteId, patientId: actor.id };

/** Whether the actor is the pair's doctor (role doctor) or the pair's patient (role user). */
export const isInPair = (actor: Actor, pair: Pair): boolean =>
  actor.id === (actor.role === 'doctor' ? pair.doctorId : pair.patientId);
