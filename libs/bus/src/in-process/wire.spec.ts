import {
  decodeHeaders,
  decodeRequest,
  encodeHeaders,
  encodeWire,
  MAX_PAYLOAD_BYTES,
  PayloadTooLargeError,
} from './wire';

describe('encodeWire', () => {
  it('turns a payload into what NATS would carry: JSON without dates, undefined or prototypes', () => {
    class Reading {
      constructor(readonly bpm: number) {}
    }
    const raw = encodeWire({
      id: 'r1',
      pattern: 'health.record',
      data: { at: new Date(Date.UTC(2026, 2, 4)), note: undefined, reading: new Reading(72) },
    });

    expect(decodeRequest(raw)).toStrictEqual({
      id: 'r1',
      pattern: 'health.record',
      data: { at: '2026-03-04T00:00:00.000Z', reading: { bpm: 72 } },
    });
  });

  it('refuses a message larger than the NATS default payload limit', () => {
    const data = 'x'.repeat(MAX_PAYLOAD_BYTES);

    expect(() => encodeWire({ pattern: 'files.upload', data })).toThrow(PayloadTooLargeError);
  });

  it('counts bytes, not characters: text of two-byte characters over the limit is refused', () => {
    const accented = 'é'.repeat(MAX_PAYLOAD_BYTES / 2);
    expect(() => encodeWire({ pattern: 'notes.save', data: accented })).toThrow(PayloadTooLargeError);
    const plain = 'e'.repeat(MAX_PAYLOAD_BYTES / 2);
    expect(decodeRequest(encodeWire({ pattern: 'notes.save', data: plain })).data).toBe(plain);
  });
});

describe('headers on the in-process wire', () => {
  it('arrive as the strings they were sent as', () => {
    expect(decodeHeaders(encodeHeaders({ 'x-request-id': 'req-1' }))).toEqual({ 'x-request-id': 'req-1' });
  });

  it('are none when none were sent, and keep only string values of a flat record', () => {
    expect(decodeHeaders(undefined)).toEqual({});
    expect(decodeHeaders('["x-request-id"]')).toEqual({});
    expect(decodeHeaders('{"x-request-id":{"nested":true},"other":"kept"}')).toEqual({ other: 'kept' });
  });
});
