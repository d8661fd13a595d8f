import { Module } from '@nestjs/common';
import { CLOCK, clockProvider } from '@vitalsync/backend';
import { DbModule } from '@vitalsync/db';

import { GeminiClient } from '../gemini/gemini-client';
import { aiDatabaseSchema } from './database-schema';

/** The database of ai-svc, imported here once for every capability. */
const aiDatabase = DbModule.forService({ service: 'ai', schema: aiDatabaseSchema, migrations: 'ai-svc' });

/** What every capability of ai-svc shares: the database, the clock and the model client. */
@Module({
  imports: [aiDatabase],
  providers: [clockProvider, GeminiClient],
  exports: [aiDatabase, CLOCK, GeminiClient],
})
export class AiRuntimeModule {}
