import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { EventsModule } from '@vitalsync/bus';
import { DbModule } from '@vitalsync/db';

import { GeminiClient } from '../gemini/gemini-client';
import { aiDatabaseSchema } from './database-schema';

/** The database of ai-svc, imported here once for every capability. */
const aiDatabase = DbModule.forService({ service: 'ai', schema: aiDatabaseSchema, migrations: 'ai-svc' });

/** Its outbox and durable consumers, over that database. */
const aiEvents = EventsModule.forService('ai', aiDatabase);

/** What every capability of ai-svc shares: the database, its events, the clock and the model client. */
@Module({
  imports: [aiDatabase, aiEvents],
  providers: [clockProvider, GeminiClient],
  exports: [aiDatabase, aiEvents, CLOCK, GeminiClient],
})
export class AiRuntimeModule {}
