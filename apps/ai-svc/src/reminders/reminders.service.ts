import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { type Actor, type DismissedReminders, REMINDER_IDS } from '@vitalsync/contracts';
import { type DismissedRemindersQueryDto, type DismissReminderCommandDto } from '@vitalsync/contracts/server';

import { requirePatient } from '../app/patients-only';
import { RemindersRepository } from './reminders.repository';

/** The static reminders of the notifications page a patient has dismissed, kept across visits. */
@Injectable()
export class RemindersService {
  constructor(
    private readonly reminders: RemindersRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  list({ actor }: DismissedRemindersQueryDto): Promise<DismissedReminders> {
    requirePatient(actor);
    return this.dismissedOf(actor);
  }

  async dismiss({ actor, id }: DismissReminderCommandDto): Promise<DismissedReminders> {
    requirePatient(actor);
    await this.reminders.dismiss(actor.id, id, this.clock());
    return this.dismissedOf(actor);
  }

  /** In the page's order; a reminder no longer in REMINDERS is left out. */
  private async dismissedOf(actor: Actor): Promise<DismissedReminders> {
    const dismissed = await this.reminders.dismissedBy(actor.id);
    return { dismissed: REMINDER_IDS.filter((id) => dismissed.has(id)) };
  }
}
