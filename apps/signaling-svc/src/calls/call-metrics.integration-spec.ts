import { processMetrics } from '@vitalsync/backend';
import { describeEachEngine } from '@vitalsync/db';

import { useCallSetup } from '../testing/call-setup';

const counted = async (): Promise<{ started: number; ended: number }> => {
  const { callsStarted, callsEnded } = processMetrics();
  const [started, ended] = await Promise.all([callsStarted.get(), callsEnded.get()]);
  return { started: started.values[0]?.value ?? 0, ended: ended.values[0]?.value ?? 0 };
};

describeEachEngine('call metrics on %s', (engine) => {
  const setup = useCallSetup(engine);

  beforeEach(() => processMetrics().registry.resetMetrics());

  const onThePage = async () => {
    const s = setup();
    const { appointmentId, doctor, patient } = s.book();
    const doctorPage = await s.join(doctor, appointmentId);
    const patientPage = await s.join(patient, appointmentId);
    return { ...s, doctor, patient, doctorPage, patientPage };
  };

  it('counts a call started once, not its ICE restarts nor an offer refused as busy', async () => {
    const { offer, book, bookBetween, join, patient, doctorPage } = await onThePage();
    await offer(doctorPage, patient.id);
    await offer(doctorPage, patient.id);
    const other = book().doctor;
    const otherPage = await join(other, bookBetween(other, patient));
    await expect(offer(otherPage, patient.id)).resolves.toEqual({ outcome: 'busy' });
    await expect(counted()).resolves.toEqual({ started: 1, ended: 0 });
  });

  it('counts a call ended once, whoever ends it second', async () => {
    const { offer, signal, doctor, patient, doctorPage, patientPage } = await onThePage();
    await offer(doctorPage, patient.id);
    await signal(doctorPage, 'end-call', patient.id);
    await signal(patientPage, 'end-call', doctor.id);
    await expect(counted()).resolves.toEqual({ started: 1, ended: 1 });
  });

  it('counts a call ended when a party’s last page leaves', async () => {
    const { offer, leave, patient, doctorPage } = await onThePage();
    await offer(doctorPage, patient.id);
    await leave(doctorPage);
    await expect(counted()).resolves.toEqual({ started: 1, ended: 1 });
  });
});
