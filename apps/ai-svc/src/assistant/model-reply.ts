import { hasForbiddenCharacters } from '@vitalsync/contracts';

/**
 * A model's reply longer than this is cut (at a character boundary): the page types it out character by
 * character.
 */
export const MODEL_REPLY_MAX_CHARACTERS = 4_000;

const LONE_SURROGATES = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Without NUL (PostgreSQL text cannot hold it) and halves of surrogate pairs (no character at all). */
const withoutForbidden = (text: string): string =>
  hasForbiddenCharacters(text) ? text.replaceAll('\u0000', '').replace(LONE_SURROGATES, '') : text;

/** The model's text made safe to store and show, or undefined when nothing is left of it. */
export const modelReplyOf = (text: string): string | undefined => {
  const clean = withoutForbidden(text).trim();
  if (clean === '') return undefined;
  const characters = [...clean];
  return characters.length <= MODEL_REPLY_MAX_CHARACTERS
    ? clean
    : `${characters.slice(0, MODEL_REPLY_MAX_CHARACTERS).join('').trimEnd()}…`;
};
