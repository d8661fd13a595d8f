import { type ExecutionContext, ForbiddenException } from '@nestjs/common';
import { loadConfig } from '@vitalsync/config';
import { standIn } from '@vitalsync/testing';

import { GatewayConfig } from '../config/gateway.config';
import { isSameOriginRequest, originOf, SameOriginGuard, siteOriginOf } from './same-origin.guard';

const SITE = 'http://localhost:3000';

describe('isSameOriginRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isSameOriginRequest('GET', 'https://evil.example', SITE)).toBe(true);
  });

  it('accepts a POST from the site itself', () => {
    expect(isSameOriginRequest('POST', 'http://localhost:3000', SITE)).toBe(true);
    expect(isSameOriginRequest('POST', 'HTTP://LOCALHOST:3000', SITE)).toBe(true);
    expect(isSameOriginRequest('POST', 'https://vitalsync.example', 'https://vitalsync.example:443')).toBe(
      true,
    );
  });

  it('refuses a POST from another site', () => {
    expect(isSameOriginRequest('POST', 'https://evil.example', SITE)).toBe(false);
    expect(isSameOriginRequest('PUT', 'http://localhost:3001', SITE)).toBe(false);
    expect(isSameOriginRequest('POST', 'null', SITE)).toBe(false);
    expect(isSameOriginRequest('POST', 'not a url', SITE)).toBe(false);
  });

  it('refuses the same host under another scheme', () => {
    expect(isSameOriginRequest('POST', 'https://localhost:3000', SITE)).toBe(false);
    expect(isSameOriginRequest('POST', 'http://vitalsync.example', 'https://vitalsync.example')).toBe(false);
  });

  it('accepts an origin configured in ALLOWED_ORIGINS, compared whole', () => {
    const extra = new Set([originOf('http://localhost:4200/') ?? '']);
    expect(isSameOriginRequest('POST', 'http://localhost:4200', SITE, extra)).toBe(true);
    expect(isSameOriginRequest('POST', 'https://localhost:4200', SITE, extra)).toBe(false);
  });

  it('accepts requests without Origin (non-browser clients carry no ambient cookies of a victim)', () => {
    expect(isSameOriginRequest('POST', undefined, SITE)).toBe(true);
  });
});

describe('siteOriginOf', () => {
  it('joins the protocol (as a trusted proxy reports it) and the Host', () => {
    expect(siteOriginOf({ protocol: 'https', host: 'vitalsync.example' })).toBe('https://vitalsync.example');
  });
});

describe('SameOriginGuard', () => {
  const postFrom = (origin: string): ExecutionContext =>
    standIn<ExecutionContext>({
      getType: () => 'http',
      switchToHttp: () => ({
        getRequest: () => ({ method: 'POST', headers: { origin }, protocol: 'http', host: 'localhost:3000' }),
      }),
    });

  it('lets through the origins ALLOWED_ORIGINS names, as the gateway loaded them at boot', () => {
    const guard = new SameOriginGuard(
      loadConfig(GatewayConfig, { ALLOWED_ORIGINS: 'http://localhost:4200/' }),
    );
    expect(guard.canActivate(postFrom('http://localhost:4200'))).toBe(true);
    expect(guard.canActivate(postFrom('http://localhost:3000'))).toBe(true);
    expect(() => guard.canActivate(postFrom('https://evil.example'))).toThrow(ForbiddenException);
  });
});
