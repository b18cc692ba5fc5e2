import { layoutFor } from './AppLayout';

describe('layout rules (spec 1 §2.1)', () => {
  it('hides the top bar, footer and setup guide on /public/* pages', () => {
    expect(layoutFor('/public/orders/abc')).toEqual({
      showTopBar: false,
      showFooter: false,
      showSetupGuide: false,
    });
  });

  it('hides only the top bar on /register', () => {
    expect(layoutFor('/register')).toEqual({
      showTopBar: false,
      showFooter: true,
      showSetupGuide: true,
    });
  });

  it('shows no header, footer or setup guide on /store-setup', () => {
    expect(layoutFor('/store-setup')).toEqual({
      showTopBar: false,
      showFooter: false,
      showSetupGuide: false,
    });
  });

  it('shows everything elsewhere', () => {
    expect(layoutFor('/dashboard')).toEqual({
      showTopBar: true,
      showFooter: true,
      showSetupGuide: true,
    });
  });
});
