import { Stack } from '@mantine/core';
import { type AppointmentDetail, type Role } from '@vitalsync/contracts';
import { useRef } from 'react';

import { doctorTitle } from '../../appointments/appointmentLabels';
import { presenceMessage } from '../callMessages';
import { useAppointmentLifecycle } from '../hooks/useAppointmentLifecycle';
import { useCallSession } from '../hooks/useCallSession';

import { CallControls } from './CallControls';
import { CallHeader } from './CallHeader';
import { CallStatus } from './CallStatus';
import { LocalPreview } from './LocalPreview';
import { RemoteStage } from './RemoteStage';
import classes from './VideoCall.module.css';

interface CallRoomProps {
  appointment: AppointmentDetail;
  ownId: string;
  role: Role;
}

/** One participant's side of the call: who is here, both videos, the controls and where the call stands. */
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
  const stage = useRef<HTMLDivElement>(null);

  const start = () => {
    actions.startCall();
    lifecycle.started();
  };
  const end = () => {
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
      <div ref={stage}>
        <RemoteStage
          stream={remoteStream}
          peer={peer}
          playing={call.remoteVideo}
          onPlaying={actions.remotePlaying}
        />
      </div>
      <CallStatus call={call} peer={peer} />
      {lifecycle.problem}
      <CallControls
        call={call}
        hasMedia={Boolean(localStream)}
        onStart={start}
        onEnd={end}
        onToggleMute={actions.toggleMute}
        onToggleCamera={actions.toggleCamera}
      />
      <LocalPreview stream={localStream} cameraOff={call.cameraOff} stage={stage} />
    </Stack>
  );
};
