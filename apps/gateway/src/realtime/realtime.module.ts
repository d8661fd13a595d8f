import { Module } from '@nestjs/common';

import { SessionsModule } from '../sessions/sessions.module';
import { VideoCallNamespace } from './video-call.namespace';

/**
 * The Socket.IO namespaces without a capability module of their own; each admits only signed-in callers and drops
 * them when their session is revoked.
 */
@Module({
  imports: [SessionsModule],
  providers: [VideoCallNamespace],
})
export class RealtimeModule {}
