import { Module } from '@nestjs/common';
import { clockProvider } from '@vitalsync/backend';

import { ReportsController } from './reports.controller';

/** The report routes: add (multipart, the file into storage), list, and a report's file. */
@Module({
  controllers: [ReportsController],
  providers: [clockProvider],
})
export class ReportsModule {}
