import { describesEmergency } from './emergency-phrases';

describe('describesEmergency', () => {
  it.each([
    'I have chest pain since an hour',
    'There is a strong PRESSURE IN MY CHEST',
    'my chest hurts when I climb stairs',
    "My dad's face is drooping on one side",
    'sudden weakness in my left arm',
    'her arm feels numb and weak',
    'he has slurred speech',
    'I think I am having a stroke',
    'I have suicidal thoughts',
    'I want to kill myself',
    'I want to end my life',
    'Sometimes I just want to die',
    'I can’t breathe properly',
    'I cannot breathe',
    'struggling to breathe at night',
    'severe bleeding from a cut',
    'the wound is bleeding heavily',
    "it won't stop bleeding",
  ])('sees an emergency in "%s"', (text) => {
    expect(describesEmergency(text)).toBe(true);
  });

  it.each([
    'What is my BMI?',
    'How can I sleep better?',
    'Is my heart rate normal?',
    'I had a chest X-ray last year',
    'How much water should I drink?',
    'I want to lose weight',
    'Can I breathe better with yoga?',
  ])('sees none in "%s"', (text) => {
    expect(describesEmergency(text)).toBe(false);
  });
});
