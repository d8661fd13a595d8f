import { Module } from '@nestjs/common';

import { AccessHistoryController } from './access-history.controller';

@Module({ controllers: [AccessHistoryController] })
export class AccessHistoryModule {}
