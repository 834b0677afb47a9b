import { enterpriseMenuId } from '../../forms/enterprise-pages.ts';

/** Demo logins created on a fresh non-production database and printed at start. */
export const DEMO = {
  admin: { username: 'admin', password: 'Admin@2026', nickName: '系统管理员' },
  member: {
    username: 'demo',
    phone: '13800000001',
    password: 'Demo@2026',
    entName: '中建示范建设集团有限公司',
    creditCode: '91110000MA01ABCD1M',
    prov: '110000',
  },
  basic: {
    username: 'basic',
    phone: '13800000002',
    password: 'Basic@2026',
    entName: '华东基础建设工程有限公司',
    creditCode: '91310000MA1FL1XY2P',
    prov: '310000',
  },
  mainKey: 'DEMO-MAIN-KEY-8F3K-2Q7M-PORTAL',
  secondaryKey: 'DEMO-SECONDARY-KEY-5T9W-4R2N',
  /** Routes the demo secondary key may open: information centre, licence, registered personnel. */
  secondaryKeyMenus: [enterpriseMenuId('infoCentre'), enterpriseMenuId('businessLicence'), enterpriseMenuId('registeredPersons')],
} as const;

export function demoAccountsText(baseUrl: string): string {
  return [
    `门户已启动：${baseUrl}`,
    '演示账号（仅用于本地演示，生产环境不会创建）：',
    `  管理员（*:*:*）        用户名 ${DEMO.admin.username}  密码 ${DEMO.admin.password}`,
    `  二级会员 member_level_2 用户名 ${DEMO.member.username} 或手机 ${DEMO.member.phone}  密码 ${DEMO.member.password}  企业 ${DEMO.member.entName}`,
    `  普通会员 member         用户名 ${DEMO.basic.username} 或手机 ${DEMO.basic.phone}  密码 ${DEMO.basic.password}  企业 ${DEMO.basic.entName}`,
    `  主密钥                  ${DEMO.mainKey}`,
    `  副密钥（受限路由）       ${DEMO.secondaryKey}`,
    '登录时的点选验证码答案与短信验证码可在沙箱接口查看：GET /dev/sandbox/captcha/{id}、GET /dev/sandbox/outbox?to=手机号',
  ].join('\n');
}
