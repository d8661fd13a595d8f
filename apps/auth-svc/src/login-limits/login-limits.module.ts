import { Module } from '@nestjs/common';

import { AuthRuntimeModule } from '../app/auth-runtime.module';
import { LoginLimiter } from './login-limiter';
import { LoginLimitsRepository } from './login-limits.repository';

@Module({
  imports: [AuthRuntimeModule],
  providers: [LoginLimitsRepository, LoginLimiter],
  exports: [LoginLimiter],
})
export class LoginLimitsModule {}
