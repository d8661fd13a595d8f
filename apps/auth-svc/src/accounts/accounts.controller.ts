import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Internal } from '@vitalsync/backend';
import { ACCOUNT_SUBJECTS, type SignupReply } from '@vitalsync/contracts';
import { SignupCommandDto } from '@vitalsync/contracts/server';

import { SignupService } from './signup.service';

@Controller()
export class AccountsController {
  constructor(private readonly signups: SignupService) {}

  /** Nobody is signed in yet: the account is what this creates. */
  @Internal()
  @MessagePattern(ACCOUNT_SUBJECTS.signup)
  signup(@Payload() command: SignupCommandDto): Promise<SignupReply> {
    return this.signups.signup(command);
  }
}
