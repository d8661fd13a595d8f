import { healthFactsOf } from '../insights/health-facts';
import { insightsPromptOf } from './insights-prompt';

describe('insightsPromptOf', () => {
  it('lists the de-identified facts, one per line', () => {
    const facts = healthFactsOf({
      height: 175,
      weight: 70,
      heartRate: 72,
      bloodGroup: 'AB-',
      knownAllergies: 'Penicillin',
      existingMedicalConditions: 'Asthma',
    });
    expect(insightsPromptOf(facts, {})).toEqual([
      {
        role: 'user',
        parts: [
          {
            text: [
              'Height: 175 cm',
              'Weight: 70 kg',
              'BMI: 22.9 (Healthy Weight)',
              'Heart rate: 72 bpm',
              'Blood group: AB-',
              'Known allergies: Penicillin',
              'Existing medical conditions: Asthma',
            ].join('\n'),
          },
        ],
      },
    ]);
  });

  it("says what is not recorded, and takes identifiers out of the patient's own words", () => {
    const [content] = insightsPromptOf(
      healthFactsOf({
        existingMedicalConditions: 'Diabetes, ask Ada Lovelace at ada@example.com or 0123456789',
      }),
      { fullName: 'Ada Lovelace' },
    );
    const text = content?.parts?.[0]?.text ?? '';
    expect(text).toContain('Height: not recorded');
    expect(text).toContain('Known allergies: none');
    expect(text).toContain('Existing medical conditions: Diabetes, ask [name] at [email] or [phone]');
  });
});
