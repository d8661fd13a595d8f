import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI_SUBJECTS, type DismissedReminders } from '@vitalsync/contracts';
import { DismissedRemindersQueryDto, DismissReminderCommandDto } from '@vitalsync/contracts/server';

import { RemindersService } from './reminders.service';

@Controller()
export class RemindersController {
  constructor(private readonly reminders: RemindersService) {}

  @MessagePattern(AI_SUBJECTS.listDismissed)
  list(@Payload() query: DismissedRemindersQueryDto): Promise<DismissedReminders> {
    return this.reminders.list(query);
  }

  @MessagePattern(AI_SUBJECTS.dismiss)
  dismiss(@Payload() command: DismissReminderCommandDto): Promise<DismissedReminders> {
    return this.reminders.dismiss(command);
  }
}
