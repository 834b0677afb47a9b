import { outbox } from '../db/schema/system.ts';
import type { Db } from '../db/client.ts';
import type { Providers } from './providers.ts';

/**
 * Providers that deliver nothing and record what they would have sent in the `outbox` table,
 * readable through `GET /dev/sandbox/outbox` while PORTAL_SANDBOX=1.
 */
export function createSandboxProviders(db: Db): Providers {
  const record = async (channel: string, recipient: string, body: string, subject?: string, code?: string) => {
    await db.insert(outbox).values({ channel, recipient, body, subject: subject ?? null, code: code ?? null });
  };
  return {
    sms: { send: (phone, text, code) => record('sms', phone, text, undefined, code) },
    mail: { send: (to, subject, text, code) => record('mail', to, text, subject, code) },
    payment: {
      async createPayCode(orderId, amountFen, payType) {
        await record('payment', orderId, `创建${payType === 'wechat' ? '微信' : '支付宝'}支付订单，金额 ${(amountFen / 100).toFixed(2)} 元`);
        return { payCode: `sandbox://pay/${payType}/${orderId}` };
      },
      // Sandbox orders stay pending until the payment flow gives the sandbox a way to confirm them.
      queryStatus: async () => 'pending',
    },
    wechat: {
      async createBindQrcode(pcToken) {
        await record('wechat', pcToken, '生成企业微信绑定二维码');
        return { qrcodeUrl: `sandbox://wx/bind/${pcToken}` };
      },
      sendTemplateMessage: (openId, text) => record('wechat', openId, text),
    },
  };
}
