import { SERVICE_NAMES } from '@vitalsync/contracts';

import { EMBEDDED_SERVICES } from './embedded-services';

jest.mock('@vitalsync/auth-svc', () => ({ AuthSvcModule: class AuthSvcModule {} }));
jest.mock('@vitalsync/appointment-svc', () => ({ AppointmentSvcModule: class AppointmentSvcModule {} }));
jest.mock('@vitalsync/chat-svc', () => ({ ChatSvcModule: class ChatSvcModule {} }));
jest.mock('@vitalsync/ai-svc', () => ({ AiSvcModule: class AiSvcModule {} }));
jest.mock('@vitalsync/signaling-svc', () => ({ SignalingSvcModule: class SignalingSvcModule {} }));

describe('EMBEDDED_SERVICES', () => {
  it('composes every service of the contracts exactly once, so /api/health can be all up', () => {
    expect(EMBEDDED_SERVICES.map(([name]) => name).sort()).toEqual([...SERVICE_NAMES].sort());
  });
});
