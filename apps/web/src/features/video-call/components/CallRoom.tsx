import { Stack } from '@mantine/core';
import { type AppointmentDetail, type Role } from '@vitalsync/contracts';
import { useEffect, useRef, useState } from 'react';

import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';

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
  const dispatch = useAppDispatch();

  const start = () => {
    actions.startCall();
    lifecycle.started();
  };
  const end = () => {
    setConfirmingEnd(false);
    // The doctor's page completes the appointment before it hangs up: the patient's page, told the call ended,
    // reads the appointment back as completed.
    void lifecycle.ended().then(actions.endCall);
  };
  const ending = call.ending;
  // The doctor's end-call and the doctor's page leaving race on the way to signaling-svc, and the first to end the
  // call names the ending: a completed consultation can reach the patient as "left". Either way, read it back.
  useEffect(() => {
    if (!isDoctor && (ending === 'remote' || ending === 'left'))
      dispatch(api.util.invalidateTags([{ type: 'Appointment', id: appointment._id }]));
  }, [dispatch, isDoctor, ending, appointment._id]);

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
