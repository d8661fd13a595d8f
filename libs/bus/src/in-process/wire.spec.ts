import { decodeRequest, encodeWire, MAX_PAYLOAD_BYTES, PayloadTooLargeError } from './wire';

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
});
