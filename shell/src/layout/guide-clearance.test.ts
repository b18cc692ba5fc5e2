import { NO_GUIDE } from '../setup-guide/guide-footprint';
import { guideClearance } from './guide-clearance';

const none = { base: '0px', xl: '0px' };

describe('the room the page leaves for the setup guide', () => {
  it('leaves none when the guide is not shown', () => {
    expect(guideClearance(NO_GUIDE)).toEqual({ right: none, bottom: none });
  });

  it('gives an unfolded guide its own column on wide screens and its height below elsewhere', () => {
    expect(guideClearance({ shown: true, expanded: true, height: 480 })).toEqual({
      // 376 px (the guide and its inset) up to 1280 px, then less, none from 2032 px.
      right: { base: '0px', xl: 'clamp(0px, calc(2032px - 100vw), 376px)' },
      bottom: { base: '496px', xl: '0px' },
    });
  });

  it('only lifts the end of the page above a minimised guide, at every width', () => {
    expect(guideClearance({ shown: true, expanded: false, height: 52 })).toEqual({
      right: none,
      bottom: { base: '68px', xl: '68px' },
    });
  });
});
