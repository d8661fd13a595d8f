import {
  BadRequestException,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  HttpCode,
  Inject,
  Logger,
  Param,
  Post,
  Req,
  Res,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { BusClient } from '@vitalsync/bus';
import {
  type AddReportResponse,
  DOCTORS_ONLY_MESSAGE,
  INVALID_FIELDS_MESSAGE,
  REPORT_FILE_MAX_BYTES,
  REPORT_NOT_FOUND_MESSAGE,
  REPORT_SAVED_MESSAGE,
  REPORT_STORAGE_UNAVAILABLE_MESSAGE,
  REPORT_SUBJECTS,
  type RemoveReportResponse,
  type ReportsResponse,
} from '@vitalsync/contracts';
import { STORAGE, type StoragePort, type StoredObject } from '@vitalsync/storage';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ReportIdParamsDto } from '@vitalsync/contracts/server';

import { apiRefusal } from '../http/api-refusal';
import { ApiBinarySuccess, ApiMultipartForm, ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';
import { type FormPart } from '../uploads/stored-upload';
import { contentDisposition } from './content-disposition';
import { parseReportForm } from './report-form';

/** Bounds of the Add Report form: four text fields and one file of at most 5 MB. */
const REPORT_FORM_LIMITS = {
  fileSize: REPORT_FILE_MAX_BYTES + 1,
  files: 2,
  fields: 8,
  fieldSize: 16 * 1024,
  parts: 12,
};

/**
 * Reports (issue 21, part 4). Files never travel over the bus: the gateway streams a checked file into storage and
 * passes its key; appointment-svc decides who may add or read a report, and a refused request leaves no file.
 */
@ApiTags('reports')
@Controller('dashboard/reports')
export class ReportsController {
  private readonly logger = new Logger(ReportsController.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(STORAGE) private readonly storage: StoragePort,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiMultipartForm('ReportForm')
  @ApiSuccess('AddReportResponse', 'Add a report for a consulted patient (doctor; multipart form)', {
    errors: [400, 403, 413, 503],
  })
  async add(
    @CurrentActor() claims: SessionClaims,
    @Req() request: FastifyRequest,
  ): Promise<AddReportResponse> {
    // Refused before a byte is stored: only doctors write reports (appointment-svc checks again, with consultation).
    if (claims.role !== 'doctor') throw new ForbiddenException(DOCTORS_ONLY_MESSAGE);
    if (!request.isMultipart()) throw new BadRequestException('Send the report as multipart/form-data.');
    const parts = request.parts({ limits: REPORT_FORM_LIMITS }) as AsyncIterable<FormPart>;
    const parsed = await parseReportForm(parts, this.storage, this.clock());
    if (!parsed.ok) throw new BadRequestException({ message: INVALID_FIELDS_MESSAGE, errors: parsed.errors });
    try {
      const report = await this.bus.request(REPORT_SUBJECTS.add, {
        actor: actorOf(claims),
        report: parsed.report,
        ...(parsed.file ? { file: parsed.file } : {}),
      });
      return { status: 'success', message: REPORT_SAVED_MESSAGE, report };
    } catch (error) {
      // Refused (not consulted) or not answered: the file must not outlive the request.
      if (parsed.file) await this.storage.delete(parsed.file.key).catch(() => undefined);
      throw error;
    }
  }

  @Get()
  @ApiSuccess('ReportsResponse', "The doctor's own reports, or the patient's own, latest day first")
  async list(@CurrentActor() claims: SessionClaims): Promise<ReportsResponse> {
    const reports = await this.bus.request(REPORT_SUBJECTS.list, { actor: actorOf(claims) });
    return { status: 'success', reports };
  }

  @Get(':id/file')
  @ApiBinarySuccess(
    ['application/pdf', 'image/jpeg', 'image/png'],
    "A report's file (its patient or its doctor)",
    {
      errors: [404, 503],
    },
  )
  async file(
    @CurrentActor() claims: SessionClaims,
    @Param() { id }: ReportIdParamsDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.bus.request(REPORT_SUBJECTS.file, { actor: actorOf(claims), reportId: id });
    let stored: StoredObject | null;
    try {
      stored = await this.storage.get(file.key);
    } catch {
      throw new ServiceUnavailableException(REPORT_STORAGE_UNAVAILABLE_MESSAGE);
    }
    if (!stored) throw apiRefusal('report.not_found', REPORT_NOT_FOUND_MESSAGE);
    // The type its first bytes proved at upload, never guessed again by the browser; private: it is health data.
    await reply
      .header('content-type', file.contentType)
      .header('content-length', stored.size)
      .header('content-disposition', contentDisposition(file.name, file.contentType))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(stored.body);
  }

  @Delete(':id')
  @ApiSuccess('RemoveReportResponse', 'Remove a report (its writing doctor only)', { errors: [404, 503] })
  async remove(
    @CurrentActor() claims: SessionClaims,
    @Param() { id }: ReportIdParamsDto,
  ): Promise<RemoveReportResponse> {
    const { fileKey } = await this.bus.request(REPORT_SUBJECTS.remove, {
      actor: actorOf(claims),
      reportId: id,
    });
    // The row is gone, so no route serves the file any more: one left behind only takes space, and the doctor is not
    // told of a failure they cannot act on.
    if (fileKey)
      await this.storage
        .delete(fileKey)
        .catch(() => this.logger.warn(`The file of removed report ${id} could not be deleted from storage`));
    return { status: 'success' };
  }
}
