import { Module } from '@nestjs/common';
import { clockProvider } from '@vitalsync/backend';

import { PatientRecordSource } from './patient-record.source';
import { RecordExportController } from './record-export.controller';

/** The patient's record to take away (FHIR R4). */
@Module({
  controllers: [RecordExportController],
  providers: [PatientRecordSource, clockProvider],
})
export class RecordExportModule {}
