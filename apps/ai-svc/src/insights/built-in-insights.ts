import { AI_MESSAGES, type AiGenerated } from '@vitalsync/contracts';
import { STEPS_GOAL } from '@vitalsync/shared';

import { healthAlertOf } from './emergency';
import { hasAnyFact, type HealthFacts } from './health-facts';
import { HEART_RATE_BAND_WORDS, heartRateBandOf } from './heart-rate-band';

/** Patients' own words quoted in a summary are cut here, so a summary stays within what the event allows. */
const QUOTED_WORDS_MAX = 300;
export const TIPS_MAX = 5;

/** Cut at a character boundary (never through a surrogate pair). */
export const quoted = (words: string): string => {
  const characters = [...words];
  return characters.length <= QUOTED_WORDS_MAX ? words : `${characters.slice(0, QUOTED_WORDS_MAX).join('')}…`;
};

const listed = (names: readonly string[]): string =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : (names[0] ?? '');

const summaryOf = (facts: HealthFacts): string => {
  if (!hasAnyFact(facts)) return AI_MESSAGES.noHealthData;
  const sentences: string[] = [];
  if (facts.bmi !== null && facts.bmiCategory !== null)
    sentences.push(
      `Your BMI is ${facts.bmi.toFixed(1)} (${facts.bmiCategory}), ` +
        `from ${facts.weightKg} kg and ${facts.heightCm} cm.`,
    );
  else {
    if (facts.weightKg !== null) sentences.push(`Your weight is ${facts.weightKg} kg.`);
    if (facts.heightCm !== null) sentences.push(`Your height is ${facts.heightCm} cm.`);
  }
  if (facts.heartRate !== null) {
    const band = HEART_RATE_BAND_WORDS[heartRateBandOf(facts.heartRate)];
    sentences.push(`Your heart rate is ${facts.heartRate} bpm, ${band}.`);
  }
  if (facts.bloodGroup !== null) sentences.push(`Blood group ${facts.bloodGroup}.`);
  if (facts.conditions !== '') sentences.push(`Conditions: ${quoted(facts.conditions)}.`);
  if (facts.allergies !== '') sentences.push(`Allergies: ${quoted(facts.allergies)}.`);
  const missing = [
    facts.heightCm === null ? 'height' : undefined,
    facts.weightKg === null ? 'weight' : undefined,
    facts.heartRate === null ? 'heart rate' : undefined,
  ].filter((name): name is string => name !== undefined);
  if (missing.length > 0) sentences.push(`Add your ${listed(missing)} to your profile for a fuller summary.`);
  return sentences.join(' ');
};

interface TipRule {
  applies: (facts: HealthFacts) => boolean;
  tip: string;
}

const mentions = (pattern: RegExp) => (facts: HealthFacts) => pattern.test(facts.conditions);

/** Tips the data calls for, most specific first. */
const DATA_TIPS: readonly TipRule[] = [
  {
    applies: mentions(/\basthma\b/i),
    tip: 'Keep your reliever inhaler with you and avoid the triggers you know, such as smoke and cold air.',
  },
  {
    applies: mentions(/\bheart failure\b/i),
    tip: 'Weigh yourself each morning; tell your doctor about a quick gain, new swelling or breathlessness.',
  },
  {
    applies: mentions(/\bdiabet\w*/i),
    tip: 'Check your blood sugar as your doctor advised and keep regular meal times.',
  },
  {
    applies: mentions(/\b(hypertension|high blood pressure)\b/i),
    tip: 'Cut down on salt and check your blood pressure regularly.',
  },
  {
    applies: (facts) => facts.allergies !== '',
    tip: 'Read food and medicine labels for your allergens and keep your allergy medicines at hand.',
  },
  {
    applies: (facts) => facts.bmiCategory === 'Overweight' || facts.bmiCategory === 'Obesity',
    tip: 'Aim for 150 minutes of moderate activity a week and fill half your plate with vegetables.',
  },
  {
    applies: (facts) => facts.bmiCategory === 'Underweight',
    tip: 'Add nutrient-rich snacks such as nuts, yoghurt and whole grains between meals.',
  },
  {
    applies: (facts) =>
      facts.heartRate !== null && ['raised', 'high'].includes(heartRateBandOf(facts.heartRate)),
    tip: 'Limit caffeine and practise slow breathing for a few minutes when you rest.',
  },
  {
    applies: (facts) => facts.heartRate !== null && heartRateBandOf(facts.heartRate) === 'low',
    tip: 'Stand up slowly and note any dizziness to tell your doctor.',
  },
];

/** Good for everyone; they fill the list up to the minimum. */
const GENERAL_TIPS: readonly string[] = [
  `Walk a little more each day, towards ${STEPS_GOAL.toLocaleString('en-US')} steps.`,
  'Drink water through the day: a glass every two hours.',
  'Sleep seven to nine hours a night.',
  'Eat five portions of fruit and vegetables a day.',
  'Record your weight and heart rate regularly to see your trends.',
];

/** TIPS_MAX tips: those the data calls for first, then general ones (there are always enough). */
const tipsOf = (facts: HealthFacts): string[] =>
  [...DATA_TIPS.filter((rule) => rule.applies(facts)).map((rule) => rule.tip), ...GENERAL_TIPS].slice(
    0,
    TIPS_MAX,
  );

/** The built-in engine: the same facts always give the same insights, with no model and no network. */
export const builtInInsights = (facts: HealthFacts): AiGenerated => ({
  health_summary: summaryOf(facts),
  health_alert: healthAlertOf(facts),
  lifestyle_tips: tipsOf(facts),
});
