import { processMetrics } from '@vitalsync/backend';
import { newTestService } from '@vitalsync/testing';

import { ChatRelayController } from './chat-relay.controller';
import { CHAT_ID, DOCTOR_ID, PATIENT_ID, RELAY_EVENT, STORED_MESSAGE } from './chat-test-data';

describe('ChatRelayController', () => {
  const deliver = jest.fn();
  const push = jest.fn();
  const { sut } = newTestService(ChatRelayController, [{ deliver }, { push }]);

  beforeEach(() => {
    deliver.mockReset();
    push.mockReset();
  });

  it("delivers a patient's message to the chat's room and notifies the doctor, naming the patient", () => {
    sut.onRelay(RELAY_EVENT);
    expect(deliver).toHaveBeenCalledWith(RELAY_EVENT);
    expect(push).toHaveBeenCalledWith(DOCTOR_ID, 'chat-message', {
      chatId: CHAT_ID,
      counterpartId: PATIENT_ID,
      at: STORED_MESSAGE.timestamp,
    });
  });

  it("notifies the patient of a doctor's message, naming the doctor", () => {
    sut.onRelay({ ...RELAY_EVENT, message: { ...STORED_MESSAGE, senderModel: 'doctor' } });
    expect(push).toHaveBeenCalledWith(PATIENT_ID, 'chat-message', {
      chatId: CHAT_ID,
      counterpartId: DOCTOR_ID,
      at: STORED_MESSAGE.timestamp,
    });
  });

  it('counts every message it relays', async () => {
    processMetrics().registry.resetMetrics();
    sut.onRelay(RELAY_EVENT);
    sut.onRelay(RELAY_EVENT);
    const counted = await processMetrics().chatMessagesRelayed.get();
    expect(counted.values).toEqual([expect.objectContaining({ value: 2 })]);
  });

  it('never puts the content in the notification', () => {
    sut.onRelay(RELAY_EVENT);
    expect(JSON.stringify(push.mock.calls)).not.toContain(STORED_MESSAGE.content);
  });
});
