import { Injectable, Logger } from '@nestjs/common';
import { type AiGenerated, type AiSource } from '@vitalsync/contracts';

import { GeminiClient, modelFailureKind } from '../gemini/gemini-client';
import {
  INSIGHTS_RESPONSE_SCHEMA,
  INSIGHTS_SYSTEM_INSTRUCTION,
  insightsPromptOf,
} from '../gemini/insights-prompt';
import { modelWordsOf } from '../gemini/model-insights';
import { type PatientIdentity } from '../gemini/redact';
import { builtInInsights } from './built-in-insights';
import { healthAlertOf } from './emergency';
import { type HealthFacts } from './health-facts';

export interface ComputedInsights {
  ai_generated: AiGenerated;
  source: AiSource;
}

/**
 * Insights from the model when one is configured and answers in time with valid output, from the built-in
 * engine otherwise. Either way the emergency flag is the clinical rule's (healthAlertOf).
 */
@Injectable()
export class InsightsEngine {
  private readonly logger = new Logger(InsightsEngine.name);

  constructor(private readonly gemini: GeminiClient) {}

  async compute(facts: HealthFacts, identity: PatientIdentity, about: string): Promise<ComputedInsights> {
    if (!this.gemini.enabled) return { ai_generated: builtInInsights(facts), source: 'built-in' };
    try {
      const words = await modelWordsOf(
        await this.gemini.generate({
          systemInstruction: INSIGHTS_SYSTEM_INSTRUCTION,
          contents: insightsPromptOf(facts, identity),
          responseSchema: INSIGHTS_RESPONSE_SCHEMA,
        }),
      );
      return {
        ai_generated: {
          health_summary: words.summary,
          health_alert: healthAlertOf(facts, words.alert),
          lifestyle_tips: words.tips,
        },
        source: 'model',
      };
    } catch (error) {
      this.logger.warn(`Model insights for ${about} failed (${modelFailureKind(error)}); built-in ones used`);
      return { ai_generated: builtInInsights(facts), source: 'built-in' };
    }
  }
}
