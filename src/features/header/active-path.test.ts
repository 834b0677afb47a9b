import { describe, expect, it } from 'vitest';
import { ENTERPRISE_NAV_ITEM } from './account-nav-items';
import { isChildActive, isItemActive } from './active-path';
import { PUBLIC_NAV_ITEMS } from './nav-items';

const item = (id: string) => {
  const found = [...PUBLIC_NAV_ITEMS, ENTERPRISE_NAV_ITEM].find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};
const enterpriseChild = (id: string) => ENTERPRISE_NAV_ITEM.children.find((child) => child.id === id)!;

describe('active header entries', () => {
  it('marks a link active on its page and the pages below it', () => {
    expect(isItemActive('/question', item('question'))).toBe(true);
    expect(isItemActive('/question/detail/1', item('question'))).toBe(true);
    expect(isItemActive('/questionFeedback', item('question'))).toBe(false);
  });

  it('never marks the 网站导航 anchor active', () => {
    expect(isItemActive('/', item('site-nav'))).toBe(false);
  });

  it('marks a dropdown active when one of its entries is', () => {
    expect(isItemActive('/gsggcx', item('notice'))).toBe(true);
    expect(isItemActive('/policy/detail/x', item('policy'))).toBe(true);
    expect(isItemActive('/edu', item('policy'))).toBe(false);
  });

  it('marks 资质标准 active anywhere under /zzbz', () => {
    expect(isItemActive('/zzbz/04-104002', item('qualification'))).toBe(true);
  });

  it('tells the enterprise entries apart', () => {
    expect(isChildActive('/qyxx/yyzz', enterpriseChild('enterprise-entry'))).toBe(true);
    expect(isChildActive('/qyxx/yyzz/yyzzxx', enterpriseChild('enterprise-entry'))).toBe(true);
    expect(isChildActive('/qyxx/yyzz/yyzzxxtx', enterpriseChild('enterprise-entry'))).toBe(false);
    expect(isChildActive('/qyxx/yyzz/yyzzxxtx', enterpriseChild('enterprise-reminders'))).toBe(true);
    expect(isChildActive('/qyxx/qyxxjy/xmcheck/checkLog', enterpriseChild('enterprise-entry'))).toBe(true);
    expect(isChildActive('/qyxx/sbslzn/slyjjd', enterpriseChild('enterprise-acceptance'))).toBe(true);
    expect(isChildActive('/qyxx/sbclfx', enterpriseChild('enterprise-guide'))).toBe(false);
  });
});
