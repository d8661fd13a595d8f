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

describe('assistantInstructionOf', () => {
  it('carries the facts and the next appointment, never who the patient is', () => {
    const instruction = assistantInstructionOf(
      healthFactsOf({ height: 175, weight: 70, existingMedicalConditions: 'Ada has asthma' }),
      {
        _id: 'a',
        dateTime: '2030-05-01T09:30:00.000Z',
        status: 'scheduled',
        type: 'chat',
        reason: null,
        prescription: null,
        doctor: { fullName: 'Dr Who', doctorId: 'd' },
      },
      identity,
    );
    expect(instruction).toContain('BMI: 22.9 (Healthy Weight)');
    expect(instruction).toContain('Existing medical conditions: [name] has asthma');
    expect(instruction).toContain('Next appointment: Wednesday 1 May 2030 at 09:30 UTC (chat)');
    expect(instruction).not.toMatch(/Ada|Lovelace|Dr Who/);
  });
});
