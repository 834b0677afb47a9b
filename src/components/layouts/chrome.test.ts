import { describe, expect, it } from 'vitest';
import { chromeFor } from './chrome';

describe('chromeFor', () => {
  it.each(['/login', '/register', '/Login', '/register/'])('%s hides the AI chat, the footer navigation and the QR button but keeps the copyright', (path) => {
    expect(chromeFor(path)).toEqual({ layout: 'default', header: true, footerNav: false, copyright: true, wechatQr: false, aiChat: false });
  });

  it.each(['/qyxx', '/qyxx/yyzz/yyzzxx', '/QYXX/zcry/ryxx'])('%s hides the footer navigation, the copyright and the QR button but keeps the AI chat', (path) => {
    expect(chromeFor(path)).toEqual({ layout: 'default', header: true, footerNav: false, copyright: false, wechatQr: false, aiChat: true });
  });

  it.each(['/', '/policy', '/zzbz/01-101001', '/forgetPassword', '/loginx', '/qyxxx', '/memberCenter'])('%s shows the full chrome', (path) => {
    expect(chromeFor(path)).toEqual({ layout: 'default', header: true, footerNav: true, copyright: true, wechatQr: true, aiChat: true });
  });

  it.each(['/external-redirect', '/edu-player', '/edu-player/'])('%s uses the blank layout without any chrome', (path) => {
    expect(chromeFor(path)).toEqual({ layout: 'blank', header: false, footerNav: false, copyright: false, wechatQr: false, aiChat: false });
  });

  it('keeps /edu (the course centre) in the default layout', () => {
    expect(chromeFor('/edu').layout).toBe('default');
  });
});
