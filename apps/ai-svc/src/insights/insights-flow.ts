import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@vitalsync/backend';
import { AI_EVENTS, type EditableHealthInfo } from '@vitalsync/contracts';
import { type ProfileUpdatedEventDto } from '@vitalsync/contracts/server';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';

import { healthFactsOf } from './health-facts';
import { EventHealthInfoDto } from './health-info.dto';
import { InsightsEngine } from './insights-engine';
import { InsightsRepository } from './insights.repository';
import { LatestVersions } from './latest-versions';

/** The health fields of the event, or undefined when they break the profile rules (a bug upstream). */
const healthInfoOf = async (raw: object): Promise<Partial<EditableHealthInfo> | undefined> => {
  const health = plainToInstance(EventHealthInfoDto, raw);
  const errors = await validate(health, { whitelist: true, forbidUnknownValues: true });
  return errors.length === 0 ? health : undefined;
};

/**
 * profile.updated → insights → health.insights.generated, and health.emergency when a patient turns into one.
 * The newest profile version wins whatever order events arrive in; a duplicate changes nothing.
 */
@Injectable()
export class InsightsFlow {
  private readonly logger = new Logger(InsightsFlow.name);
  private readonly versions = new LatestVersions();

  constructor(
    private readonly insights: InsightsRepository,
    private readonly engine: InsightsEngine,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onProfileUpdated(event: ProfileUpdatedEventDto): Promise<void> {
    if (event.role !== 'user' || !event.health_info) return;
    const about = `account ${event.accountId} version ${event.version}`;
    const health = await healthInfoOf(event.health_info);
    if (!health) {
      this.logger.warn(`profile.updated of ${about} carries health fields out of the profile rules; ignored`);
      return;
    }
    if (!this.versions.claim(event.accountId, event.version)) return;
    try {
      await this.recompute(event, health, about);
    } finally {
      this.versions.release(event.accountId, event.version);
    }
  }

  private async recompute(
    event: ProfileUpdatedEventDto,
    health: Partial<EditableHealthInfo>,
    about: string,
  ): Promise<void> {
    const stored = await this.insights.get(event.accountId);
    if (stored && stored.version >= event.version) return;

    const { ai_generated, source } = await this.engine.compute(
      healthFactsOf(health),
      { fullName: event.card.fullName },
      about,
    );
    const at = this.clock();
    // Stored with the insights: auth-svc keeps them, and an emergency that begins (not one that goes on) reaches
    // the consulting doctors, however long either of them is away. A newer version stored while this one was
    // computed stands, and these are dropped with their events.
    await this.insights.saveIfNewer(
      {
        accountId: event.accountId,
        version: event.version,
        source,
        healthSummary: ai_generated.health_summary,
        alert: ai_generated.health_alert.alert,
        emergency: ai_generated.health_alert.emergency,
        lifestyleTips: ai_generated.lifestyle_tips,
        generatedAt: at,
      },
      (previous) => [
        {
          subject: AI_EVENTS.insightsGenerated,
          payload: {
            accountId: event.accountId,
            version: event.version,
            ai_generated,
            source,
            at: at.toISOString(),
          },
        },
        ...(ai_generated.health_alert.emergency && !previous?.emergency
          ? [
              {
                subject: AI_EVENTS.emergencyBegan,
                payload: {
                  patientId: event.accountId,
                  patientName: event.card.fullName,
                  alert: ai_generated.health_alert.alert,
                  version: event.version,
                  at: at.toISOString(),
                },
              } as const,
            ]
          : []),
      ],
    );
    this.logger.debug(`Insights of ${about} computed`);
  }
}
