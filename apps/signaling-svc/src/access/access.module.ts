import { Module } from '@nestjs/common';

import { CallAccess } from './call-access';

/** Who may call whom: appointment-svc's answer, asked at each join and for each signal of a bare page. */
@Module({
  providers: [CallAccess],
  exports: [CallAccess],
})
export class AccessModule {}
