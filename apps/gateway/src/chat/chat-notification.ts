import { type ChatNotification, type ChatRelayEvent } from '@vitalsync/contracts';

export interface AddressedChatNotification {
  accountId: string;
  notification: ChatNotification;
}

/** The notice for the participant who did not write the message: ids and time only, never the content. */
export const chatNotificationOf = ({
  chatId,
  doctorId,
  patientId,
  message,
}: ChatRelayEvent): AddressedChatNotification => {
  const fromDoctor = message.senderModel === 'doctor';
  return {
    accountId: fromDoctor ? patientId : doctorId,
    notification: { chatId, counterpartId: fromDoctor ? doctorId : patientId, at: message.timestamp },
  };
};
