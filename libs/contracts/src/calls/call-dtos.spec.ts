import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import {
  CallDeliveryDto,
  GatewayAliveEventDto,
  ICE_CANDIDATE_MAX_LENGTH,
  IceCandidateDto,
  JoinCallCommandDto,
  ReceivedIceCandidateDto,
  SessionDescriptionDto,
  SignalCommandDto,
} from './call-commands.dto';
import { CALL_SIGNAL_MAX_BYTES } from './call.limits';
import { CALL_REMOTE_BUSY_MESSAGE } from './call.messages';

const DOCTOR = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const PATIENT = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const GATEWAY = '8d3c1a52-3f0e-4b1f-9a7e-2f6f1c0b7e21';
const actor = { id: DOCTOR, role: 'doctor' };
const connection = { gatewayId: GATEWAY, socketId: 'AbC_12-xyz' };
const offer = { type: 'offer', sdp: 'v=0\r\n' };
const candidate = {
  candidate: 'candidate:1 1 udp 2122260223 10.0.0.1 54321 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

const signal = (kind: string, data?: unknown): Record<string, unknown> => ({
  actor,
  connection,
  kind,
  to: PATIENT,
  ...(data === undefined ? {} : { data }),
});

describe('SignalCommandDto', () => {
  it.each([
    ['an offer', signal('offer', offer), SessionDescriptionDto],
    ['an answer', signal('answer', { type: 'answer', sdp: 'v=0' }), SessionDescriptionDto],
    ['a candidate', signal('icecandidate', candidate), IceCandidateDto],
    [
      'a candidate with nulls',
      signal('icecandidate', { candidate: '', sdpMid: null, sdpMLineIndex: null }),
      IceCandidateDto,
    ],
  ])('reads %s into the class of its kind', async (_case, body, type) => {
    const command = (await checkBody(SignalCommandDto, body)) as SignalCommandDto;
    expect(command.data).toBeInstanceOf(type);
  });

  it('accepts the end of candidates (null), and a remote-busy and an end-call without data', async () => {
    await expect(checkBody(SignalCommandDto, signal('icecandidate', null))).resolves.toMatchObject({
      data: null,
    });
    await expect(checkBody(SignalCommandDto, signal('remote-busy'))).resolves.toMatchObject({
      kind: 'remote-busy',
    });
    await expect(checkBody(SignalCommandDto, signal('end-call'))).resolves.toMatchObject({
      kind: 'end-call',
    });
  });

  it.each([
    ['an offer without a description', signal('offer')],
    ['an offer with a null description', signal('offer', null)],
    ['an offer carrying a candidate', signal('offer', candidate)],
    ['a candidate carrying a description', signal('icecandidate', offer)],
    ['an answer of an unknown type', signal('answer', { type: 'bogus', sdp: 'v=0' })],
    [
      'an sdp beyond the limit in bytes',
      signal('offer', { type: 'offer', sdp: 'é'.repeat(CALL_SIGNAL_MAX_BYTES / 2 + 1) }),
    ],
    [
      'a candidate beyond 4 kB',
      signal('icecandidate', { candidate: 'a'.repeat(ICE_CANDIDATE_MAX_LENGTH + 1) }),
    ],
    ['a negative line index', signal('icecandidate', { ...candidate, sdpMLineIndex: -1 })],
    ['a candidate with an unknown property', signal('icecandidate', { ...candidate, evil: 1 })],
    ['an end-call with data', signal('end-call', offer)],
    ['a remote-busy with data', signal('remote-busy', offer)],
    ['an unknown kind', signal('hangup')],
    ['a string as data', signal('offer', 'v=0')],
    ['a recipient that is no uuid', { ...signal('end-call'), to: 'someone' }],
    ['no connection', { actor, kind: 'end-call', to: PATIENT }],
    [
      'a socket id with odd characters',
      { ...signal('end-call'), connection: { gatewayId: GATEWAY, socketId: 'a b' } },
    ],
    ['a client-sent from', { ...signal('end-call'), from: DOCTOR }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(SignalCommandDto, body)).resolves.not.toHaveLength(0);
  });
});

describe('JoinCallCommandDto', () => {
  it('takes an optional appointment id', async () => {
    await expect(checkBody(JoinCallCommandDto, { actor, connection })).resolves.toBeInstanceOf(
      JoinCallCommandDto,
    );
    await expect(
      refusalErrorsOf(JoinCallCommandDto, { actor, connection, appointmentId: 'x' }),
    ).resolves.not.toHaveLength(0);
  });
});

describe('GatewayAliveEventDto', () => {
  it('wants a uuid and an ISO time', async () => {
    await expect(
      checkBody(GatewayAliveEventDto, { gatewayId: GATEWAY, at: '2030-01-01T00:00:00.000Z' }),
    ).resolves.toBeInstanceOf(GatewayAliveEventDto);
    await expect(
      refusalErrorsOf(GatewayAliveEventDto, { gatewayId: GATEWAY, at: 'now' }),
    ).resolves.not.toHaveLength(0);
  });
});

describe('CallDeliveryDto', () => {
  it.each([
    ['offer', { from: DOCTOR, remoteId: PATIENT, offer }],
    ['answer', { from: DOCTOR, to: PATIENT, answer: { type: 'answer', sdp: 'v=0' } }],
    ['icecandidate', { from: DOCTOR, to: PATIENT, candidate: null }],
    ['remote-busy', { from: DOCTOR, remoteId: DOCTOR, message: CALL_REMOTE_BUSY_MESSAGE }],
    ['call-ended', { from: DOCTOR, reason: 'left' }],
    ['call-ended', { from: DOCTOR, reason: 'cancelled' }],
    ['presence', { appointmentId: GATEWAY, accountId: DOCTOR, present: true }],
  ])('reads a %s delivery', async (event, payload) => {
    await expect(checkBody(CallDeliveryDto, { accountId: PATIENT, event, payload })).resolves.toMatchObject({
      event,
      payload,
    });
  });

  it('reads a candidate delivery into its class', async () => {
    const delivery = (await checkBody(CallDeliveryDto, {
      accountId: PATIENT,
      event: 'icecandidate',
      payload: { from: DOCTOR, to: PATIENT, candidate },
    })) as CallDeliveryDto;
    expect(delivery.payload).toBeInstanceOf(ReceivedIceCandidateDto);
  });

  it.each([
    [
      'a payload of another event',
      { accountId: PATIENT, event: 'call-ended', payload: { from: DOCTOR, remoteId: PATIENT, offer } },
    ],
    [
      'an unknown event',
      { accountId: PATIENT, event: 'hijack', payload: { from: DOCTOR, remoteId: PATIENT, offer } },
    ],
    [
      'an unknown reason',
      { accountId: PATIENT, event: 'call-ended', payload: { from: DOCTOR, reason: 'why' } },
    ],
    [
      'a remote-busy without its message',
      { accountId: PATIENT, event: 'remote-busy', payload: { from: DOCTOR, remoteId: DOCTOR } },
    ],
    ['no payload', { accountId: PATIENT, event: 'presence' }],
  ])('refuses %s', async (_case, body) => {
    await expect(refusalErrorsOf(CallDeliveryDto, body)).resolves.not.toHaveLength(0);
  });
});
