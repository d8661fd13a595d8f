import { type Content, type Schema, Type } from '@google/genai';

import { type HealthFacts } from '../insights/health-facts';
import { type PatientIdentity, redact } from './redact';

export const INSIGHTS_SYSTEM_INSTRUCTION = [
  "You write the health insights shown on a patient's VitalSync dashboard,",
  'in plain English, addressed to the patient as "you".',
  'You receive measurements and the words the patient wrote about allergies and conditions,',
  'never who they are.',
  'Reply with JSON only:',
  '- health_summary: two or three sentences on the measurements; give BMI with one decimal and its category.',
  '- health_alert.alert: one or two sentences on anything needing attention, or "No alerts at the moment."',
  '- health_alert.emergency: your view; the app decides emergencies with clinical rules of its own.',
  '- lifestyle_tips: three to five short, practical tips fitted to these facts.',
  'Do not diagnose, do not name medicines or doses, and do not invent measurements that are not given.',
].join('\n');

/** The JSON the model must give: AiGenerated's shape. */
export const INSIGHTS_RESPONSE_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    health_summary: { type: Type.STRING },
    health_alert: {
      type: Type.OBJECT,
      properties: { alert: { type: Type.STRING }, emergency: { type: Type.BOOLEAN } },
      required: ['alert', 'emergency'],
      propertyOrdering: ['alert', 'emergency'],
    },
    lifestyle_tips: { type: Type.ARRAY, items: { type: Type.STRING }, minItems: '3', maxItems: '5' },
  },
  required: ['health_summary', 'health_alert', 'lifestyle_tips'],
  propertyOrdering: ['health_summary', 'health_alert', 'lifestyle_tips'],
};

const NOT_RECORDED = 'not recorded';

/**
 * The facts as a model reads them, one per line: measurements, BMI and its category, blood group, and the
 * patient's own words on allergies and conditions with anything identifying taken out. Nothing else of the
 * profile or the event (no name, e-mail, phone, id or date of birth) is ever put here.
 */
export const insightsFactLines = (facts: HealthFacts, identity: PatientIdentity): string[] => {
  const measured = (value: number | null, unit: string) =>
    value === null ? NOT_RECORDED : `${value} ${unit}`;
  return [
    `Height: ${measured(facts.heightCm, 'cm')}`,
    `Weight: ${measured(facts.weightKg, 'kg')}`,
    `BMI: ${facts.bmi === null ? NOT_RECORDED : `${facts.bmi.toFixed(1)} (${facts.bmiCategory})`}`,
    `Heart rate: ${measured(facts.heartRate, 'bpm')}`,
    `Blood group: ${facts.bloodGroup ?? NOT_RECORDED}`,
    `Known allergies: ${facts.allergies === '' ? 'none' : redact(facts.allergies, identity)}`,
    `Existing medical conditions: ${facts.conditions === '' ? 'none' : redact(facts.conditions, identity)}`,
  ];
};

export const insightsPromptOf = (facts: HealthFacts, identity: PatientIdentity): Content[] => [
  { role: 'user', parts: [{ text: insightsFactLines(facts, identity).join('\n') }] },
];
