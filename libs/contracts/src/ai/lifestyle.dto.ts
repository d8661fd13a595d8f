import { IsIn, ValidateBy } from 'class-validator';

import { ActorDto, ActorField } from '../validation/actor.dto';
import { refusedWith } from '../validation/refusal-message';
import { AI_MESSAGES, REMINDER_IDS, type ReminderId } from './ai.messages';
import { isValidWaterLitres } from './ai.rules';
import {
  type DismissedRemindersQuery,
  type DismissReminderCommand,
  type DismissReminderRequest,
  type SetWaterCommand,
  type WaterIntake,
  type WaterQuery,
} from './ai.types';

import { CalendarDay } from './calendar-day';

const WaterLitres = (): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isValidWaterLitres',
      validator: { validate: (value: unknown) => typeof value === 'number' && isValidWaterLitres(value) },
    },
    refusedWith(AI_MESSAGES.waterOutOfRange),
  );

/** PUT /api/dashboard/lifestyle/water body. */
export class WaterIntakeDto implements WaterIntake {
  @CalendarDay()
  day!: string;

  @WaterLitres()
  litres!: number;
}

/** GET /api/dashboard/lifestyle/water?day= query. */
export class WaterDayRequestDto implements Omit<WaterQuery, 'actor'> {
  @CalendarDay()
  day!: string;
}

/** gateway → ai-svc: one day's intake of the actor. */
export class WaterQueryDto extends WaterDayRequestDto implements WaterQuery {
  @ActorField()
  actor!: ActorDto;
}

export class SetWaterCommandDto extends WaterIntakeDto implements SetWaterCommand {
  @ActorField()
  actor!: ActorDto;
}

/** PUT /api/dashboard/notifications/dismissed body. */
export class DismissReminderRequestDto implements DismissReminderRequest {
  @IsIn(REMINDER_IDS, refusedWith(AI_MESSAGES.unknownReminder))
  id!: ReminderId;
}

export class DismissReminderCommandDto extends DismissReminderRequestDto implements DismissReminderCommand {
  @ActorField()
  actor!: ActorDto;
}

export class DismissedRemindersQueryDto implements DismissedRemindersQuery {
  @ActorField()
  actor!: ActorDto;
}
