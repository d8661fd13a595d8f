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
  @ApiSuccess('ProfileResponse', { errors: [404], sameBodyFor: [503] })
  async get(_id: string): Promise<ProfileResponse> {
    return profile;
  }

  @ApiSuccess('LoginResponse')
  @ApiMultipartForm('SignupForm')
  sync(): LoginResponse {
    return login;
  }

  @ApiBinarySuccess(['image/png'])
  async picture(): Promise<void> {
    return undefined;
  }

  // The cases below must not compile: each @ts-expect-error fails the typecheck once its error goes away.

  // @ts-expect-error A handler returning a wider type than the contract (LoginResponse is also a ProfileResponse).
  @ApiSuccess('ProfileResponse')
  async wider(): Promise<LoginResponse> {
    return login;
  }

  // @ts-expect-error A handler returning a narrower type than the contract.
  @ApiSuccess('LoginResponse')
  async narrower(): Promise<ProfileResponse> {
    return profile;
  }

  // @ts-expect-error A name that is not a contract type.
  @ApiSuccess('NoSuchResponse')
  async unknown(): Promise<ProfileResponse> {
    return profile;
  }

  // @ts-expect-error A binary route returns nothing itself: it answers through the reply.
  @ApiBinarySuccess(['image/png'])
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
      contract: 'ProfileResponse',
      description: undefined,
      errors: [404],
      sameBodyFor: [503],
    });
  });

  it('record a binary answer and a multipart form', () => {
    expect(metadataOf(API_SUCCESS, 'picture')).toMatchObject({ kind: 'binary', mediaTypes: ['image/png'] });
    expect(metadataOf(API_FORM, 'sync')).toBe('SignupForm');
  });
});
