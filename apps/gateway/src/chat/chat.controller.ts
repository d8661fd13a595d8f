import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BusClient } from '@vitalsync/bus';
import {
  CHAT_SUBJECTS,
  type ChatHistoryResponse,
  type ChatPageQuery,
  type ChatSummariesResponse,
  type MarkChatReadResponse,
  type PostChatMessageResponse,
} from '@vitalsync/contracts';
import {
  ChatHistoryRequestDto,
  MarkChatReadRequestDto,
  outgoingMessageOf,
  PostChatMessageRequestDto,
} from '@vitalsync/contracts/server';

import { ApiSuccess } from '../openapi/api-docs.decorators';
import { CurrentActor } from '../sessions/current-actor.decorator';
import { type SessionClaims, actorOf } from '../sessions/session-token';

/** The page of a history request, without the directions it did not ask for. */
const pageOf = ({ before, after, limit }: ChatHistoryRequestDto): ChatPageQuery => ({
  ...(before === undefined ? {} : { before }),
  ...(after === undefined ? {} : { after }),
  ...(limit === undefined ? {} : { limit }),
});

/**
 * The chat routes of docs/product/http-and-sockets.md#chat-and-assistant and the read state beyond it; chat-svc
 * checks the caller may take part.
 */
@ApiTags('chats')
@Controller('dashboard/chats')
export class ChatController {
  constructor(private readonly bus: BusClient) {}

  @Get()
  @ApiSuccess('ChatHistoryResponse', 'The chat of a doctor and a patient, a page at a time', {
    errors: [403, 404],
  })
  async history(
    @CurrentActor() claims: SessionClaims,
    @Query() query: ChatHistoryRequestDto,
  ): Promise<ChatHistoryResponse> {
    const chats = await this.bus.request(CHAT_SUBJECTS.history, {
      actor: actorOf(claims),
      doctorId: query.doctor,
      patientId: query.user,
      page: pageOf(query),
    });
    return { status: 'success', chats };
  }

  /** Stores a message; chat-svc relays it to the chat's sockets as if it had come over one. */
  @Post()
  @ApiSuccess('PostChatMessageResponse', 'Send a chat message over HTTP (relayed to the chat sockets)', {
    errors: [403, 404],
  })
  async post(
    @CurrentActor() claims: SessionClaims,
    @Body() { chatId, message }: PostChatMessageRequestDto,
  ): Promise<PostChatMessageResponse> {
    const stored = await this.bus.request(CHAT_SUBJECTS.send, {
      actor: actorOf(claims),
      chatId,
      message: outgoingMessageOf(message),
    });
    return { status: 'success', message: stored };
  }

  @Put('read')
  @ApiSuccess('MarkChatReadResponse', 'Mark a chat as read', { errors: [403, 404] })
  async markRead(
    @CurrentActor() claims: SessionClaims,
    @Body() { chatId, messageId }: MarkChatReadRequestDto,
  ): Promise<MarkChatReadResponse> {
    const { unread } = await this.bus.request(CHAT_SUBJECTS.markRead, {
      actor: actorOf(claims),
      chatId,
      messageId,
    });
    return { status: 'success', unread };
  }

  @Get('summaries')
  @ApiSuccess('ChatSummariesResponse', 'The chats of the signed-in account with their unread counts')
  async summaries(@CurrentActor() claims: SessionClaims): Promise<ChatSummariesResponse> {
    const summaries = await this.bus.request(CHAT_SUBJECTS.summaries, { actor: actorOf(claims) });
    const unreadTotal = summaries.reduce((total, summary) => total + summary.unread, 0);
    return { status: 'success', summaries, unreadTotal };
  }
}
