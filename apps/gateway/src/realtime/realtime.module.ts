import { Module } from '@nestjs/common';

import { SessionsModule } from '../sessions/sessions.module';
import { ChatNamespace } from './chat.namespace';
import { VideoCallNamespace } from './video-call.namespace';

/** The Socket.IO namespaces; each admits only signed-in callers and drops them when their session is revoked. */
@Module({
  imports: [SessionsModule],
  providers: [ChatNamespace, VideoCallNamespace],
})
export class RealtimeModule {}
