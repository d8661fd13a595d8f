import { Body, Controller, ForbiddenException, HttpCode, Inject, Logger, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import { AI_MESSAGES, AI_SUBJECTS, type AssistantResponse } from '@vitalsync/contracts';
import { AssistantRequestDto } from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';
import { assistantFailure, assistantRateLimited, codeOf } from './assistant-errors';
import { ASSISTANT_LIMITER, type AssistantLimiter } from './assistant-limiter';

/**
 * Longer than the longest model call ai-svc may make (GEMINI_TIMEOUT_MS is at most 15 s) plus its built-in
 * fallback, so a slow model ends in the built-in answer rather than in the failure text.
 */
export const ASSISTANT_REPLY_TIMEOUT_MS = 20_000;

/**
 * The health assistant (docs/product/http-and-sockets.md#chat-and-assistant, POST /api/gemini-chatbot): patients
 * only, a budget per account.
 */
@ApiTags('ai')
@Controller('gemini-chatbot')
export class AssistantController {
  private readonly logger = new Logger(AssistantController.name);

  constructor(
    private readonly bus: BusClient,
    @Inject(ASSISTANT_LIMITER) private readonly limiter: AssistantLimiter,
  ) {}

  @Post()
  // An answer to a question: nothing is created.
  @HttpCode(200)
  @ApiSuccess('AssistantResponse', 'Ask the health assistant a question', { errors: [403, 429] })
  async ask(
    @CurrentActor() claims: SessionClaims,
    @Body() { messages }: AssistantRequestDto,
  ): Promise<AssistantResponse> {
    // Checked here as well as in ai-svc, so a doctor spends neither a point nor a bus request.
    if (claims.role !== 'user') throw new ForbiddenException(AI_MESSAGES.patientsOnly);
    try {
      await this.limiter.consume(claims.id);
    } catch (refusal) {
      throw assistantRateLimited(refusal);
    }
    try {
      const reply = await this.bus.request(
        AI_SUBJECTS.assistant,
        { actor: actorOf(claims), messages: messages.map(({ role, text }) => ({ role, text })) },
        { timeoutMs: ASSISTANT_REPLY_TIMEOUT_MS },
      );
      return { status: 'success', message: reply.message, source: reply.source, emergency: reply.emergency };
    } catch (error) {
      const failure = assistantFailure(error);
      // The code only: the conversation is health data.
      if (failure !== error) this.logger.warn(`The assistant could not answer (${codeOf(error) ?? 'error'})`);
      throw failure;
    }
  }
}
