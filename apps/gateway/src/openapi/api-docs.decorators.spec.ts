import 'reflect-metadata';

import { type LoginResponse, type ProfileResponse } from '@vitalsync/contracts';

import {
  API_FORM,
  API_SUCCESS,
  ApiBinarySuccess,
  ApiMultipartForm,
  ApiSuccess,
  type ApiSuccessMetadata,
} from './api-docs.decorators';

const profile = {} as ProfileResponse;
const login = {} as LoginResponse;

class Documented {
  @ApiSuccess('ProfileResponse', 'Read a profile', { errors: [404], sameBodyFor: [503] })
  async get(_id: string): Promise<ProfileResponse> {
    return profile;
  }

  @ApiSuccess('LoginResponse', 'Sign in')
  @ApiMultipartForm('SignupForm')
  sync(): LoginResponse {
    return login;
  }

  @ApiBinarySuccess(['image/png'], 'A picture')
  async picture(): Promise<void> {
    return undefined;
  }

  // The cases below must not compile: each @ts-expect-error fails the typecheck once its error goes away.

  // @ts-expect-error A handler returning a wider type than the contract (LoginResponse is also a ProfileResponse).
  @ApiSuccess('ProfileResponse', 'Wider')
  async wider(): Promise<LoginResponse> {
    return login;
  }

  // @ts-expect-error A handler returning a narrower type than the contract.
  @ApiSuccess('LoginResponse', 'Narrower')
  async narrower(): Promise<ProfileResponse> {
    return profile;
  }

  // @ts-expect-error A name that is not a contract type.
  @ApiSuccess('NoSuchResponse', 'Unknown')
  async unknown(): Promise<ProfileResponse> {
    return profile;
  }

  // @ts-expect-error A route without a summary.
  @ApiSuccess('ProfileResponse')
  async unsummarised(): Promise<ProfileResponse> {
    return profile;
  }

  // @ts-expect-error A binary route without a summary.
  @ApiBinarySuccess(['image/png'])
  async binaryUnsummarised(): Promise<void> {
    return undefined;
  }

  // @ts-expect-error A binary route returns nothing itself: it answers through the reply.
  @ApiBinarySuccess(['image/png'], 'Binary with a body')
  async binaryWithBody(): Promise<ProfileResponse> {
    return profile;
  }
}

const metadataOf = (key: string, method: keyof Documented): unknown =>
  Reflect.getMetadata(key, Documented.prototype[method]);

describe('the OpenAPI decorators of a route', () => {
  it('record the success contract and the failures a route declares', () => {
    expect(metadataOf(API_SUCCESS, 'get')).toEqual<ApiSuccessMetadata>({
      kind: 'json',
      summary: 'Read a profile',
      contract: 'ProfileResponse',
      description: undefined,
      errors: [404],
      sameBodyFor: [503],
    });
  });

  it('record a binary answer and a multipart form', () => {
    expect(metadataOf(API_SUCCESS, 'picture')).toMatchObject({
      kind: 'binary',
      summary: 'A picture',
      mediaTypes: ['image/png'],
    });
    expect(metadataOf(API_FORM, 'sync')).toBe('SignupForm');
  });
});
