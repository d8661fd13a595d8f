import { Controller, ForbiddenException, Get, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '@vitalsync/backend';
import {
  FHIR_JSON_CONTENT_TYPE,
  type FhirBundle,
  RECORD_EXPORT_MESSAGES,
  recordExportFileName,
} from '@vitalsync/contracts';
import { type FastifyReply } from 'fastify';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims } from '../sessions/session-token';
import { toFhirBundle } from './fhir/fhir-bundle';
import { PatientRecordSource } from './patient-record.source';

/** "My record to take away": the signed-in patient's own data as a FHIR R4 document they can download. */
@ApiTags('records')
@Controller('dashboard/export')
export class RecordExportController {
  constructor(
    private readonly source: PatientRecordSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get('fhir')
  @ApiSuccess('FhirBundle', "Download the signed-in patient's own record as a FHIR R4 Bundle", {
    description:
      'A FHIR R4 collection Bundle (Patient, vital-sign Observations, AllergyIntolerance, Condition, Practitioner, ' +
      'Appointment, MedicationRequest) sent as a file attachment.',
    errors: [403],
    mediaType: FHIR_JSON_CONTENT_TYPE,
  })
  async fhir(
    @CurrentActor() claims: SessionClaims,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FhirBundle> {
    // Checked before any bus request: a doctor has no record of their own here.
    if (claims.role !== 'user') throw new ForbiddenException(RECORD_EXPORT_MESSAGES.patientsOnly);
    const record = await this.source.read(claims);
    const exportedAt = this.clock();
    void reply
      .header('content-type', `${FHIR_JSON_CONTENT_TYPE}; charset=utf-8`)
      .header('content-disposition', `attachment; filename="${recordExportFileName(exportedAt)}"`)
      // A health record: no shared or browser cache may keep a copy.
      .header('cache-control', 'no-store');
    return toFhirBundle(record, exportedAt);
  }
}
