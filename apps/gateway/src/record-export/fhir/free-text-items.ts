/** What patients type when they mean "nothing": such an answer is no allergy and no condition. */
const NOTHING = /^(none|no|nil|n\/?a|-+|no known( drug)? allergies|nkda|nothing|not applicable)\.?$/i;

/**
 * The items of a free-text answer ("Peanuts, penicillin; latex"): split on commas, semicolons and line breaks,
 * trimmed, without "none"-like answers and without repeats (case-insensitive, the first spelling kept).
 */
export const freeTextItems = (text: string): string[] => {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of text.split(/[,;\n\r]+/)) {
    const item = part.trim().replace(/\s+/g, ' ');
    const key = item.toLowerCase();
    if (item === '' || NOTHING.test(item) || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
};
