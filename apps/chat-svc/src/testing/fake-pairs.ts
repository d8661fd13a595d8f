import { type PairQuery } from '@vitalsync/contracts';

const keyOf = ({ doctorId, patientId }: PairQuery): string => `${doctorId}:${patientId}`;

/** appointment-svc's answer to "may this doctor and patient chat?" as a test sets it up, and every question. */
export class FakePairs {
  readonly questions: PairQuery[] = [];
  private readonly allowedPairs = new Set<string>();

  allow(pair: PairQuery): void {
    this.allowedPairs.add(keyOf(pair));
  }

  /** Their only appointment was cancelled. */
  refuse(pair: PairQuery): void {
    this.allowedPairs.delete(keyOf(pair));
  }

  answer(pair: PairQuery): { allowed: boolean } {
    this.questions.push(pair);
    return { allowed: this.allowedPairs.has(keyOf(pair)) };
  }
}
