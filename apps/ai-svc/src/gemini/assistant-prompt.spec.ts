import { healthFactsOf } from '../insights/health-facts';
import { assistantContentsOf, assistantInstructionOf } from './assistant-prompt';

const identity = { fullName: 'Ada Lovelace', email: 'ada@example.com', phoneNumber: '0123456789' };

describe('assistantContentsOf', () => {
  it('starts with the patient, joins turns of one side and redacts every text', () => {
    expect(
      assistantContentsOf(
        [
          { role: 'model', text: "What's in your mind?" },
          { role: 'user', text: 'Hi, I am Ada.' },
          { role: 'user', text: 'Mail ada@example.com' },
          { role: 'model', text: 'Hello!' },
          { role: 'user', text: 'Call 0123456789' },
        ],
        identity,
      ),
    ).toEqual([
      { role: 'user', parts: [{ text: 'Hi, I am [name].\n\nMail [email]' }] },
      { role: 'model', parts: [{ text: 'Hello!' }] },
      { role: 'user', parts: [{ text: 'Call [phone]' }] },
    ]);
  });
});

const NEXT = {
  _id: 'appointment-id',
  dateTime: '2030-05-01T09:30:00.000Z',
  status: 'scheduled' as const,
  type: 'chat' as const,
  reason: 'Ada wants a check-up',
  prescription: null,
  doctor: { fullName: 'Dr Who', doctorId: 'doctor-id' },
};

describe('assistantInstructionOf', () => {
  const facts = healthFactsOf({
    height: 175,
    weight: 70,
    heartRate: 72,
    existingMedicalConditions: 'Ada has asthma',
    knownAllergies: 'Penicillin',
  });

  it('carries the measurements, conditions, allergies, latest prescription and next appointment', () => {
    const instruction = assistantInstructionOf(
      {
        facts,
        appointments: {
          next: NEXT,
          latestPrescription: {
            medicines: [{ name: 'Salbutamol', dosage: '2 puffs', duration: '30 days' }],
            instructions: 'Ada, call 0123456789 if it gets worse.',
          },
        },
        emergencyNumber: '999',
      },
      identity,
    );
    expect(instruction).toContain('BMI: 22.9 (Healthy Weight)');
    expect(instruction).toContain('Heart rate: 72 bpm');
    expect(instruction).toContain('Existing medical conditions: [name] has asthma');
    expect(instruction).toContain('Known allergies: Penicillin');
    expect(instruction).toContain(
      "Latest prescription: Salbutamol 2 puffs for 30 days; doctor's instructions: [name], call [phone] if it gets worse.",
    );
    expect(instruction).toContain('Next appointment: Wednesday 1 May 2030 at 09:30 UTC (chat)');
    expect(instruction).toContain('warning signs to watch for');
    expect(instruction).toContain('call 999');
  });

  it('carries nothing else: no identity, doctor, reason, id or phone', () => {
    const instruction = assistantInstructionOf(
      { facts, appointments: { next: NEXT, latestPrescription: null }, emergencyNumber: '112' },
      identity,
    );
    expect(instruction).toContain('Latest prescription: none');
    expect(instruction).not.toMatch(/Ada|Lovelace|Dr Who|check-up|appointment-id|doctor-id|0123456789/);
    expect(instruction).not.toMatch(/\b(999|911)\b/);
  });

  it('leaves out the appointments when appointment-svc could not say', () => {
    const instruction = assistantInstructionOf(
      { facts, appointments: undefined, emergencyNumber: '911' },
      identity,
    );
    expect(instruction).not.toMatch(/Latest prescription|Next appointment/);
    expect(instruction).toContain('call 911');
  });
});
