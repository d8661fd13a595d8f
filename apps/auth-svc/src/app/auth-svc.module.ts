import { Module } from '@nestjs/common';

import { AccessHistoryModule } from '../access-history/access-history.module';
import { AccountsModule } from '../accounts/accounts.module';
import { InsightsModule } from '../insights/insights.module';
import { MailModule } from '../mail/mail.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { SessionsModule } from '../sessions/sessions.module';

/**
 * Root module of the auth service: signup, login with its rate limits, sessions, profiles and the insights stored
 * on them. Its health pattern comes with the database module; BusClient (for events) comes from the app that
 * hosts it (createServiceApp).
 */
@Module({
  imports: [
    AccountsModule,
    SessionsModule,
    ProfilesModule,
    InsightsModule,
    MailModule,
    AccessHistoryModule,
  ],
})
export class AuthSvcModule {}
