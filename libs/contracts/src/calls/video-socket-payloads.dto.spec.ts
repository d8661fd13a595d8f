import { checkBody, refusalErrorsOf } from '../validation/testing/refusals';
import { IceCandidateDto, SessionDescriptionDto } from './call-commands.dto';
import {
  AnswerPayloadDto,
  EndCallPayloadDto,
  IceCandidatePayloadDto,
  JoinCallPayloadDto,
  joinCallPayloadOf,
  OfferPayloadDto,
  RemoteBusySignalPayloadDto,
} from './video-socket-payloads.dto';

const ME = '5b0f0c4e-0d1e-4d7a-9c43-0a3c4c7a1d11';
const OTHER = '0b9f6c1e-8c1a-4a55-9b59-3c0a1f0e9d41';
const OFFER = { type: 'offer', sdp: 'v=0\r\n' };
const CANDIDATE = {
  candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host',
  sdpMid: '0',
  sdpMLineIndex: 0,
};

describe('JoinCallPayloadDto', () => {
  it("reads the spec's bare own id as { userId }", async () => {
    expect(await checkBody(JoinCallPayloadDto, joinCallPayloadOf(ME))).toEqual({ userId: ME });
  });

  it('accepts the call page form with its appointment', async () => {
    expect(await checkBody(JoinCallPayloadDto, { userId: ME, appointmentId: OTHER })).toEqual({
      userId: ME,
      appointmentId: OTHER,
    });
  });

  it.each([
    ['a bare id that is no uuid', joinCallPayloadOf('me')],
    ['a number', 7],
    ['no userId', { appointmentId: OTHER }],
    ['an appointment id that is no uuid', { userId: ME, appointmentId: '1' }],
    ['an unknown property', { userId: ME, role: 'doctor' }],
  ])('refuses %s', async (_case, payload) => {
    await expect(refusalErrorsOf(JoinCallPayloadDto, payload)).resolves.not.toHaveLength(0);
  });
});

describe('signal payloads', () => {
  it('reads an offer with its description, keeping a claimed from only as text', async () => {
    const offer = (await checkBody(OfferPayloadDto, {
      from: OTHER,
      remoteId: OTHER,
      offer: OFFER,
    })) as OfferPayloadDto;
    expect(offer.offer).toBeInstanceOf(SessionDescriptionDto);
    expect(offer).toEqual({ from: OTHER, remoteId: OTHER, offer: OFFER });
  });

  it('reads an answer and an end-call without from', async () => {
    expect(await checkBody(AnswerPayloadDto, { to: OTHER, answer: { type: 'answer', sdp: 'v=0' } })).toEqual({
      to: OTHER,
      answer: { type: 'answer', sdp: 'v=0' },
    });
    expect(await checkBody(EndCallPayloadDto, { to: OTHER })).toEqual({ to: OTHER });
  });

  it('reads a remote-busy with or without a claimed from', async () => {
    expect(await checkBody(RemoteBusySignalPayloadDto, { to: OTHER })).toEqual({ to: OTHER });
    expect(await checkBody(RemoteBusySignalPayloadDto, { from: OTHER, to: OTHER })).toEqual({
      from: OTHER,
      to: OTHER,
    });
  });

  it('reads a candidate, and null as the end of candidates', async () => {
    const sent = (await checkBody(IceCandidatePayloadDto, {
      candidate: CANDIDATE,
      to: OTHER,
    })) as IceCandidatePayloadDto;
    expect(sent.candidate).toBeInstanceOf(IceCandidateDto);
    expect(await checkBody(IceCandidatePayloadDto, { candidate: null, to: OTHER })).toEqual({
      candidate: null,
      to: OTHER,
    });
  });

  it.each([
    ['an offer without a description', OfferPayloadDto, { remoteId: OTHER }],
    ['an offer of an unknown type', OfferPayloadDto, { remoteId: OTHER, offer: { type: 'hello' } }],
    ['an offer to no uuid', OfferPayloadDto, { remoteId: 'doctor', offer: OFFER }],
    ['an offer whose from is no text', OfferPayloadDto, { from: { id: ME }, remoteId: OTHER, offer: OFFER }],
    [
      'an answer with an sdp of another type',
      AnswerPayloadDto,
      { to: OTHER, answer: { type: 'answer', sdp: 1 } },
    ],
    ['a candidate left out', IceCandidatePayloadDto, { to: OTHER }],
    ['a candidate as text', IceCandidatePayloadDto, { candidate: 'candidate:1', to: OTHER }],
    [
      'a candidate with an unknown property',
      IceCandidatePayloadDto,
      { candidate: { ...CANDIDATE, x: 1 }, to: OTHER },
    ],
    ['an end-call with an unknown property', EndCallPayloadDto, { to: OTHER, reason: 'bye' }],
    ['an end-call without to', EndCallPayloadDto, {}],
    ['a remote-busy without to', RemoteBusySignalPayloadDto, {}],
    ['a remote-busy to no uuid', RemoteBusySignalPayloadDto, { to: 'doctor' }],
    ['a remote-busy with an unknown property', RemoteBusySignalPayloadDto, { to: OTHER, message: 'busy' }],
  ])('refuses %s', async (_case, dto, payload) => {
    await expect(refusalErrorsOf(dto, payload)).resolves.not.toHaveLength(0);
  });
});
