/**
 * The handler key of an incoming subject. Nest's servers first try `JSON.parse` on every subject, because a
 * pattern may be an object sent as JSON; the contracts' patterns are dotted names, for which that parse throws a
 * SyntaxError (stack trace included) on every message. Only a subject that can be a JSON object goes that way.
 */
export const subjectRoute = (subject: string, parsePattern: (subject: string) => string): string =>
  subject.startsWith('{') ? parsePattern(subject) : subject;
