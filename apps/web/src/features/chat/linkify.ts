/** A run of a message: plain text, or a web address to open as a link. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// Only web addresses become links: a "javascript:", "data:" or any other scheme stays plain text, whatever it says.
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]+/gi;

// Punctuation that ends a sentence or closes a bracket belongs to the text around the address, not to it.
const TRAILING = /[.,;:!?'")\]}]+$/;

/** An address without what a writer puts after it; a ")" stays when the address opened one (a Wikipedia page). */
const trimmed = (candidate: string): string => {
  let address = candidate.replace(TRAILING, '');
  const opened = (address.match(/\(/g) ?? []).length;
  const closed = (address.match(/\)/g) ?? []).length;
  const cut = candidate.slice(address.length);
  if (opened > closed && cut.startsWith(')')) address += ')';
  return address;
};

const isWebUrl = (address: string): boolean => {
  try {
    const { protocol, hostname } = new URL(address);
    return (protocol === 'http:' || protocol === 'https:') && hostname.length > 0;
  } catch {
    return false;
  }
};

/** A message split into text and the http(s) addresses in it, in order; joined back it is the message unchanged. */
export const linkify = (content: string): MessagePart[] => {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of content.matchAll(WEB_ADDRESS)) {
    const address = trimmed(match[0]);
    if (!isWebUrl(address)) continue;
    const start = match.index;
    if (start > textStart) parts.push({ kind: 'text', text: content.slice(textStart, start) });
    parts.push({ kind: 'link', text: address, href: address });
    textStart = start + address.length;
  }
  if (textStart < content.length) parts.push({ kind: 'text', text: content.slice(textStart) });
  return parts;
};
