import { Controller, Module } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { IsString } from 'class-validator';
import { ActorDto, ActorField } from '@vitalsync/contracts/server';

import { Internal } from './internal.decorator';
import { handlersWithoutActor, messageHandlersOf } from './message-handlers';

class OwnNotesQueryDto {
  @ActorField()
  actor!: ActorDto;
}

class NotesByOwnerQueryDto {
  @IsString()
  ownerId!: string;
}

@Controller()
class NotesController {
  @MessagePattern('notes.own')
  own(@Payload() _query: OwnNotesQueryDto): string[] {
    return [];
  }

  @MessagePattern('notes.by-owner')
  byOwner(@Payload() _query: NotesByOwnerQueryDto): string[] {
    return [];
  }

  @MessagePattern('notes.all')
  all(): string[] {
    return [];
  }

  @Internal()
  @EventPattern('notes.archived')
  archived(@Payload() _event: NotesByOwnerQueryDto): void {
    // Nothing to do in a test.
  }
}

@Module({ controllers: [NotesController] })
class NotesModule {}

@Module({})
class HealthModule {}

/** The service root reaches its controllers through a static import and a dynamic one. */
@Module({
  imports: [{ module: HealthModule, controllers: [] }, { module: NotesModule }],
})
class NotesServiceModule {}

describe('messageHandlersOf', () => {
  it('finds every message and event handler reachable from the root module, with its payload class', () => {
    expect(messageHandlersOf(NotesServiceModule)).toEqual([
      expect.objectContaining({
        method: 'own',
        kind: 'message',
        patterns: ['notes.own'],
        payloadType: OwnNotesQueryDto,
      }),
      expect.objectContaining({ method: 'byOwner', payloadType: NotesByOwnerQueryDto, internal: false }),
      expect.objectContaining({ method: 'all', payloadType: undefined }),
      expect.objectContaining({ method: 'archived', kind: 'event', internal: true }),
    ]);
  });
});

describe('handlersWithoutActor', () => {
  it('names the handlers that take no actor and are not marked internal', () => {
    expect(handlersWithoutActor(NotesServiceModule).map((handler) => handler.method)).toEqual([
      'byOwner',
      'all',
    ]);
  });
});
