import { contentDisposition } from './content-disposition';

describe('contentDisposition', () => {
  it('opens the types a browser shows inline, with an ASCII fallback and the exact name encoded', () => {
    expect(contentDisposition('Blutbild (März).pdf', 'application/pdf')).toBe(
      `inline; filename="Blutbild (M_rz).pdf"; filename*=UTF-8''Blutbild%20%28M%C3%A4rz%29.pdf`,
    );
  });

  it('never lets a name break out of the header parameter', () => {
    expect(contentDisposition('a";b\\.png', 'image/png')).toBe(
      `inline; filename="a__b_.png"; filename*=UTF-8''a%22%3Bb%5C.png`,
    );
  });

  it('makes anything else a download', () => {
    expect(contentDisposition('x.bin', 'application/octet-stream')).toMatch(/^attachment; /);
  });
});
