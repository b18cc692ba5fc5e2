import { toQueryString } from './query';

describe('toQueryString', () => {
  it('skips undefined and null, keeps falsy values that mean something', () => {
    expect(toQueryString({ a: undefined, b: null, page: 0, visible: false, q: '' })).toBe(
      '?page=0&visible=false&q=',
    );
  });

  it('repeats the key for arrays and encodes values', () => {
    expect(toQueryString({ cities: ['Ñuñoa', 'La Reina'] })).toBe(
      '?cities=%C3%91u%C3%B1oa&cities=La+Reina',
    );
  });

  it('is empty when there is nothing to send', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({ a: undefined })).toBe('');
  });
});
