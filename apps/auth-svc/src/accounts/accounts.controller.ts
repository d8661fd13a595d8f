import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { ACCOUNT_SUBJECTS } from '@vitalsync/contracts';

import { parseSignupCommand } from './signup-command';
import { SignupService } from './signup.service';

@Controller()
export class AccountsController {
  constructor(private readonly signups: SignupService) {}

  @MessagePattern(ACCOUNT_SUBJECTS.signup)
  signup(@Payload() payload: unknown): Promise<{ accountId: string }> {
    return this.signups.signup(parseSignupCommand(payload));
  }
}
