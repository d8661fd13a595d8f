import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  APPOINTMENT_SUBJECTS,
  type DoctorNoteResponse,
  type DoctorNotesResponse,
  NOTE_SAVED_MESSAGE,
} from '@vitalsync/contracts';
import { AddNoteRequestDto, NotesQueryParamsDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** A doctor's private notes on a patient they consulted; appointment-svc checks both conditions. */
@ApiTags('appointments')
@Controller('dashboard/appointments/notes')
export class DoctorNotesController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiSuccess('DoctorNotesResponse', "A doctor's notes on one appointment")
  async list(
    @CurrentActor() claims: SessionClaims,
    @Query() { patientId }: NotesQueryParamsDto,
  ): Promise<DoctorNotesResponse> {
    const notes = await this.bus.request(APPOINTMENT_SUBJECTS.listNotes, {
      actor: actorOf(claims),
      patientId,
    });
    return { status: 'success', notes };
  }

  @Post()
  @ApiSuccess('DoctorNoteResponse', 'Add a note to an appointment (doctor)')
  async add(
    @CurrentActor() claims: SessionClaims,
    @Body() note: AddNoteRequestDto,
  ): Promise<DoctorNoteResponse> {
    const saved = await this.bus.request(APPOINTMENT_SUBJECTS.addNote, { actor: actorOf(claims), note });
    return { status: 'success', message: NOTE_SAVED_MESSAGE, note: saved };
  }
}
