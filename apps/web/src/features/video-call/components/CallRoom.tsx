import { Stack } from '@mantine/core';
import { type AppointmentDetail, type Role } from '@vitalsync/contracts';
import { useRef, useState } from 'react';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { presenceMessage } from '../callMessages';
import { useAppointmentLifecycle } from '../hooks/useAppointmentLifecycle';
import { useCallSession } from '../hooks/useCallSession';

import { CallControls } from './CallControls';
import { CallHeader } from './CallHeader';
import { CallStatus } from './CallStatus';
import { EndConsultationDialog } from './EndConsultationDialog';
import { LocalPreview } from './LocalPreview';
import { RemoteStage } from './RemoteStage';
import classes from './VideoCall.module.css';

interface CallRoomProps {
  appointment: AppointmentDetail;
  ownId: string;
  role: Role;
}

/**
 * One participant's side of the call: who is here, both videos, the controls and where the call stands. The
 * doctor's End Call completes the appointment, so it asks first.
 */
export const CallRoom = ({ appointment, ownId, role }: CallRoomProps) => {
  const isDoctor = role === 'doctor';
  const peer = isDoctor ? appointment.user.fullName : doctorTitle(appointment.doctor.fullName);
  const { call, localStream, remoteStream, ...actions } = useCallSession({
    ownId,
    remoteId: isDoctor ? appointment.user.userId : appointment.doctor.doctorId,
    appointmentId: appointment._id,
    polite: !isDoctor,
  });
  const lifecycle = useAppointmentLifecycle(appointment, isDoctor);
  const videoArea = useRef<HTMLDivElement>(null);
  const [confirmingEnd, setConfirmingEnd] = useState(false);

  const start = () => {
    actions.startCall();
    lifecycle.started();
  };
  const end = () => {
    setConfirmingEnd(false);
    actions.endCall();
    lifecycle.ended();
  };

  return (
    <Stack gap="md" className={classes.room}>
      <CallHeader
        appointment={appointment}
        peerPresent={call.peerPresent}
        presence={presenceMessage(call.peerPresent, peer, isDoctor ? 'patient' : 'doctor')}
      />
      <div ref={videoArea} className={classes.videoArea}>
        <RemoteStage
          stream={remoteStream}
          peer={peer}
          playing={call.remoteVideo}
          onPlaying={actions.remotePlaying}
        />
        <LocalPreview stream={localStream} cameraOff={call.cameraOff} area={videoArea} />
      </div>
      <CallStatus call={call} peer={peer} />
      {lifecycle.problem}
      <CallControls
        call={call}
        hasMedia={Boolean(localStream)}
        onStart={start}
        onEnd={isDoctor ? () => setConfirmingEnd(true) : end}
        onToggleMute={actions.toggleMute}
        onToggleCamera={actions.toggleCamera}
      />
      {isDoctor ? (
        <EndConsultationDialog
          opened={confirmingEnd}
          patientName={appointment.user.fullName}
          onConfirm={end}
          onClose={() => setConfirmingEnd(false)}
        />
      ) : null}
    </Stack>
  );
};
