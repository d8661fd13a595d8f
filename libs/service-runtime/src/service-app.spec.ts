import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InProcessClient, untypedBusClient } from '@vitalsync/bus/testing';
import { loadConfig, ServiceConfig } from '@vitalsync/config';
import { IsString } from 'class-validator';

import { createServiceApp, listenService } from './service-app';

class GreetingDto {
  @IsString()
  name!: string;
}

@Controller()
class GreetingController {
  @MessagePattern('service-app.greet')
  greet(@Payload() greeting: GreetingDto): string {
    return `${greeting instanceof GreetingDto ? 'validated' : 'raw'}: ${greeting.name}`;
  }
}

@Module({ controllers: [GreetingController] })
class GreetingModule {}

describe('createServiceApp', () => {
  let app: INestMicroservice;
  const client = new InProcessClient();
  const bus = untypedBusClient(client);

  beforeAll(async () => {
    const config = loadConfig(ServiceConfig, { LOG_LEVEL: 'silent' });
    app = await createServiceApp(GreetingModule, 'greeting', 'in-process', config);
    await listenService(app, 'in-process');
  });

  afterAll(async () => {
    await client.close();
    await app.close();
  });

  it('hands a handler its payload as an instance of the DTO class', async () => {
    await expect(bus.request('service-app.greet', { name: 'Ada' })).resolves.toBe('validated: Ada');
  });

  it.each([
    ['an unknown property', { name: 'Ada', admin: true }],
    ['a wrong type', { name: 7 }],
    ['no payload object', 'Ada'],
  ])('refuses %s with a 400 before the handler runs', async (_case, payload) => {
    await expect(bus.request('service-app.greet', payload)).rejects.toStrictEqual({
      code: 'request.invalid',
      message: 'The request is not valid.',
    });
  });
});
