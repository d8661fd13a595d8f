import { subjectRoute } from './subject-route';

describe('subjectRoute', () => {
  it('takes a dotted subject as its own key, without trying to parse it', () => {
    const parse = jest.fn((subject: string) => subject);
    expect(subjectRoute('auth.profiles.get', parse)).toBe('auth.profiles.get');
    expect(parse).not.toHaveBeenCalled();
  });

  it('leaves a subject that may be an object pattern to Nest’s parser', () => {
    expect(subjectRoute('{"cmd":"sum"}', () => 'parsed')).toBe('parsed');
  });
});
