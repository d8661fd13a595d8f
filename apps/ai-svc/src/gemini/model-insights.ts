import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { AiGeneratedDto } from '@vitalsync/contracts/server';

import { ModelFailure } from './gemini-client';

/** What a model may contribute to insights: words. The emergency flag it gives is read and thrown away. */
export interface ModelWords {
  summary: string;
  alert: string;
  tips: string[];
}

const TIPS_SHOWN = 5;

const isWords = (text: string): boolean => text.trim() !== '';

/**
 * The model's JSON, checked as strictly as the insights event (bounded texts, nothing PostgreSQL cannot
 * hold); anything else is a ModelFailure and the built-in engine answers.
 */
export const modelWordsOf = async (text: string): Promise<ModelWords> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ModelFailure('invalid');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ModelFailure('invalid');
  const insights = plainToInstance(AiGeneratedDto, parsed);
  if ((await validate(insights, { whitelist: true, forbidUnknownValues: true })).length > 0)
    throw new ModelFailure('invalid');
  const tips = insights.lifestyle_tips.filter(isWords);
  if (!isWords(insights.health_summary) || tips.length === 0) throw new ModelFailure('invalid');
  return {
    summary: insights.health_summary,
    alert: insights.health_alert.alert,
    tips: tips.slice(0, TIPS_SHOWN),
  };
};
