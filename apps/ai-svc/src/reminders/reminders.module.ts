import { Module } from '@nestjs/common';

import { AiRuntimeModule } from '../app/ai-runtime.module';
import { RemindersController } from './reminders.controller';
import { RemindersRepository } from './reminders.repository';
import { RemindersService } from './reminders.service';

@Module({
  imports: [AiRuntimeModule],
  controllers: [RemindersController],
  providers: [RemindersRepository, RemindersService],
})
export class RemindersModule {}
