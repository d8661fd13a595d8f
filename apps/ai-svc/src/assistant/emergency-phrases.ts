/**
 * Words that describe an emergency: chest pain, the signs of a stroke (FAST: face drooping, arm weakness,
 * speech difficulty), suicidal thoughts, not being able to breathe, severe bleeding. A false alarm costs one
 * paragraph of advice; a miss may cost a life, so "stroke" alone counts.
 */
const EMERGENCY_PHRASES: readonly RegExp[] = [
  /\bchest (pain|pressure|tightness|hurts?)\b/,
  /\b(pain|pressure|tightness) in (my|the) chest\b/,
  /\bface (is )?droop/,
  /\bdroop(y|ing) (face|mouth|eyelid)/,
  /\barm (is |feels )?(weak|numb)/,
  /\b(weak|numb)(ness)? (in )?(my |one |the )?(left |right )?arm\b/,
  /\bslurr?(ed|ing) (speech|words)\b/,
  /\bspeech (is )?slurred\b/,
  /\bstroke\b/,
  /\bsuicid/,
  /\bkill(ing)? myself\b/,
  /\bend (my|my own) life\b/,
  /\bend it all\b/,
  /\bwant(s)? to die\b/,
  /\bbetter off dead\b/,
  /\b(can't|cannot|can not|unable to|couldn't|could not|struggling to|hard to) breathe?\b/,
  /\bnot breathing\b/,
  /\bsevere(ly)? bleed/,
  /\bheavy bleeding\b/,
  /\bbleeding (heavily|badly|a lot)\b/,
  /\b(won't|will not|doesn't|does not) stop bleeding\b/,
  /\bbleeding (that )?(won't|will not|doesn't|does not) stop\b/,
];

/** Lower case, typographic apostrophes as typed ones, runs of blanks as one space. */
const normalised = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/\s+/g, ' ');

export const describesEmergency = (text: string): boolean => {
  const words = normalised(text);
  return EMERGENCY_PHRASES.some((phrase) => phrase.test(words));
};
