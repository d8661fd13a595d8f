import { EnvVariable } from '@vitalsync/config';
import { type IceServer } from '@vitalsync/contracts';

/** The URL schemes of RFC 7064/7065: STUN and TURN, plain or over TLS. */
const ICE_URL = /^(stuns?|turns?):[^\s]+$/;
const ICE_SERVER_KEYS = new Set(['urls', 'username', 'credential']);

const isIceUrl = (value: unknown): value is string => typeof value === 'string' && ICE_URL.test(value);

const isOptionalText = (value: unknown): boolean =>
  value === undefined || (typeof value === 'string' && value.length > 0);

const isIceServer = (value: unknown): value is IceServer => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entry = value as Record<string, unknown>;
  const urls = entry['urls'];
  const urlsFit = isIceUrl(urls) || (Array.isArray(urls) && urls.length > 0 && urls.every(isIceUrl));
  return (
    urlsFit &&
    Object.keys(entry).every((key) => ICE_SERVER_KEYS.has(key)) &&
    isOptionalText(entry['username']) &&
    isOptionalText(entry['credential'])
  );
};

const iceServersOf = (raw: string): IceServer[] | undefined => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return undefined;
  }
  return Array.isArray(parsed) && parsed.every(isIceServer) ? parsed : undefined;
};

/**
 * A JSON array of RTCIceServer entries ({urls, username?, credential?}) with stun:, stuns:, turn: or turns: URLs.
 * It may hold static TURN passwords, so its text is never quoted back.
 */
export const IceServerList = (): PropertyDecorator =>
  EnvVariable({
    expected: 'must be a JSON array of {"urls", "username"?, "credential"?} with stun: or turn: URLs',
    parse: iceServersOf,
    secret: true,
  });

/** Whether the entry is a TURN server (credentials matter there; STUN takes none). */
export const isTurnServer = ({ urls }: IceServer): boolean =>
  (Array.isArray(urls) ? urls : [urls]).some((url) => /^turns?:/.test(url));
