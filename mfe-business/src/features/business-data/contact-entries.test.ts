import { withAdded, withDefault, withRemoved } from './contact-entries';

interface Phone {
  number: string;
  isDefault: boolean;
}

const phones: Phone[] = [
  { number: '+56911111111', isDefault: false },
  { number: '+56922222222', isDefault: true },
  { number: '+56933333333', isDefault: false },
];

describe('contact phones and e-mails keep one default (spec 3 §4)', () => {
  it('makes the first one added the default, and the next ones not', () => {
    const first = withAdded<Phone>([], { number: '+56911111111' });
    expect(first).toEqual([{ number: '+56911111111', isDefault: true }]);
    expect(withAdded(first, { number: '+56922222222' })[1]?.isDefault).toBe(false);
  });

  it('chooses a default exclusively', () => {
    expect(withDefault(phones, 0).map((phone) => phone.isDefault)).toEqual([true, false, false]);
  });

  it('makes the first remaining one the default when the default is deleted', () => {
    expect(withRemoved(phones, 1)).toEqual([
      { number: '+56911111111', isDefault: true },
      { number: '+56933333333', isDefault: false },
    ]);
    expect(withRemoved(phones, 0).map((phone) => phone.isDefault)).toEqual([true, false]);
    expect(withRemoved([{ number: '+56911111111', isDefault: true }], 0)).toEqual([]);
  });
});
