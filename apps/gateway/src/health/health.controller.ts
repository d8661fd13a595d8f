import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type HealthResponse } from '@vitalsync/contracts';
import { type FastifyReply } from 'fastify';

import { Public } from '../http/public.decorator';
import { ApiSuccess } from '../openapi/api-docs.decorators';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Public()
  @Get()
  @ApiSuccess('HealthResponse', 'Whether the gateway and every service are up', {
    description: 'Every service is up.',
    sameBodyFor: [503],
  })
  async get(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthResponse> {
    const result = await this.health.check();
    reply.status(result.status === 'success' ? 200 : 503).header('cache-control', 'no-store');
    return result;
  }
}
