import { ModelFailure } from './gemini-client';
import { modelWordsOf } from './model-insights';

const valid = {
  health_summary: '  Your BMI is 22.9 (Healthy Weight).  ',
  health_alert: { alert: 'No alerts at the moment.', emergency: true },
  lifestyle_tips: ['Walk.', ' ', 'Sleep.', 'Drink water.', 'Eat greens.', 'Stretch.', 'Breathe.'],
};

describe('modelWordsOf', () => {
  it('takes the words, trimmed, at most five non-blank tips, and leaves the flag behind', async () => {
    await expect(modelWordsOf(JSON.stringify({ ...valid, extra: 'ignored' }))).resolves.toEqual({
      summary: 'Your BMI is 22.9 (Healthy Weight).',
      alert: 'No alerts at the moment.',
      tips: ['Walk.', 'Sleep.', 'Drink water.', 'Eat greens.', 'Stretch.'],
    });
  });

  it.each([
    ['text that is not JSON', 'Sure! Here are your insights'],
    ['a JSON list', JSON.stringify([valid])],
    ['JSON null', 'null'],
    ['no alert', JSON.stringify({ ...valid, health_alert: undefined })],
    ['an alert as bare text', JSON.stringify({ ...valid, health_alert: 'fine' })],
    ['a flag as text', JSON.stringify({ ...valid, health_alert: { alert: 'x', emergency: 'no' } })],
    ['a blank summary', JSON.stringify({ ...valid, health_summary: '   ' })],
    ['a summary with a NUL', JSON.stringify({ ...valid, health_summary: 'a\u0000b' })],
    ['a summary with a lone surrogate', JSON.stringify({ ...valid, health_summary: 'a\ud800b' })],
    ['a huge summary', JSON.stringify({ ...valid, health_summary: 'x'.repeat(100_000) })],
    ['no tips', JSON.stringify({ ...valid, lifestyle_tips: [] })],
    ['tips that are not text', JSON.stringify({ ...valid, lifestyle_tips: [1, 2, 3] })],
    ['eleven tips', JSON.stringify({ ...valid, lifestyle_tips: Array(11).fill('tip') })],
    [
      'a deeply nested alert',
      JSON.stringify({ ...valid, health_alert: { alert: { a: { b: 'c' } }, emergency: false } }),
    ],
  ])('refuses %s', async (_case, text) => {
    await expect(modelWordsOf(text)).rejects.toEqual(new ModelFailure('invalid'));
  });
});
