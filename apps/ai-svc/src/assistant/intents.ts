/** What a question is about, as far as the built-in assistant can tell; several may apply. */
export type Intent =
  | 'bmi'
  | 'heart-rate'
  | 'weight'
  | 'conditions'
  | 'medicines'
  | 'next-appointment'
  | 'water'
  | 'sleep'
  | 'exercise'
  | 'diet'
  | 'stress';

/** In answer order: the patient's own numbers first, general guidance after. */
const INTENT_PATTERNS: ReadonlyArray<[Intent, RegExp]> = [
  ['bmi', /\bbmi\b|body mass/],
  ['heart-rate', /heart ?rate|\bpulse\b|\bbpm\b|heartbeat/],
  ['weight', /\bweigh(t|s|ing)?\b|\bkilos?\b|\bkg\b/],
  ['conditions', /\bconditions?\b|\ballerg|\bdiagnos/],
  ['medicines', /\bmedic(ine|ines|ation|ations)\b|\bprescri|\bpills?\b|\btablets?\b|\bdos(e|es|age)\b/],
  [
    'next-appointment',
    /\bappointments?\b|\bbook(ing)?\b|\bnext (visit|consultation)\b|\bsee (a|my|the) doctor\b/,
  ],
  ['water', /\bwater\b|\bhydrat|\bdrink/],
  ['sleep', /\bsleep|\binsomnia\b|\btired\b|\bfatigue/],
  [
    'exercise',
    /\bexercis|\bwork ?out|\bsteps?\b|\bwalk|\brun(ning)?\b|\bgym\b|\bactivity\b|\bfitness\b|\bsport/,
  ],
  ['diet', /\bdiet|\beat(ing)?\b|\bfood|\bnutrition|\bmeals?\b|\bcalorie|\bvegetable|\bfruit/],
  ['stress', /\bstress|\banxi|\bworr(y|ied)|\brelax|\bmental health\b|\bpanic\b/],
];

const GREETING = /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|greetings)\b/;

export const intentsOf = (question: string): Intent[] => {
  const text = question.toLowerCase();
  return INTENT_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([intent]) => intent);
};

export const isGreeting = (question: string): boolean => GREETING.test(question.trim().toLowerCase());
