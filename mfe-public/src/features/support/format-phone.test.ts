import { formatChileanPhone, telLink, whatsappLink } from './format-phone';

describe('Chilean phone links', () => {
  it('writes mobiles and Santiago landlines as people do', () => {
    expect(formatChileanPhone('+56957312840')).toBe('+56 9 5731 2840');
    expect(formatChileanPhone('+56224831950')).toBe('+56 2 2483 1950');
    expect(formatChileanPhone('+1 555 0100')).toBe('+1 555 0100');
  });

  it('builds tel: and wa.me links', () => {
    expect(telLink('+56 2 2483 1950')).toBe('tel:+56224831950');
    expect(whatsappLink('+56 9 5731 2840')).toBe('https://wa.me/56957312840');
  });
});
