import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AI_SUBJECTS, type AssistantReply } from '@vitalsync/contracts';
import { AssistantCommandDto } from '@vitalsync/contracts/server';

import { AssistantService } from './assistant.service';

@Controller()
export class AssistantController {
  constructor(private readonly assistant: AssistantService) {}

  @MessagePattern(AI_SUBJECTS.assistant)
  reply(@Payload() command: AssistantCommandDto): Promise<AssistantReply> {
    return this.assistant.reply(command);
  }
}
