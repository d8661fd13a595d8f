import { freeTextItems } from './free-text-items';

describe('freeTextItems', () => {
  it('should split a free-text answer on commas, semicolons and line breaks, trimmed', () => {
    expect(freeTextItems(' Peanuts,  penicillin ; latex\nBee   stings\r\n')).toEqual([
      'Peanuts',
      'penicillin',
      'latex',
      'Bee stings',
    ]);
  });

  it('should drop repeats whatever their case, keeping the first spelling', () => {
    expect(freeTextItems('Asthma, asthma, ASTHMA, Diabetes')).toEqual(['Asthma', 'Diabetes']);
  });

  it.each(['', '   ', 'None', 'none.', 'N/A', 'na', 'No', 'nil', '-', 'No known allergies', 'NKDA'])(
    'should read %p as nothing',
    (answer) => {
      expect(freeTextItems(answer)).toEqual([]);
    },
  );

  it('should keep an item that merely contains a "nothing" word', () => {
    expect(freeTextItems('Nonsteroidal anti-inflammatory drugs, no-salt diet')).toEqual([
      'Nonsteroidal anti-inflammatory drugs',
      'no-salt diet',
    ]);
  });
});
