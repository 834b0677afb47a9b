import type { Providers } from './providers.ts';

const fail = (service: string) => async (): Promise<never> => {
  throw new Error(`${service}服务未配置`);
};

/**
 * Used with the sandbox off until a deployment wires real services: every send fails, so callers
 * report "发送失败" instead of pretending to deliver.
 */
export function createUnconfiguredProviders(): Providers {
  return {
    sms: { send: fail('短信') },
    mail: { send: fail('邮件') },
    payment: { createPayCode: fail('支付'), queryStatus: fail('支付') },
    wechat: { createBindQrcode: fail('微信'), sendTemplateMessage: fail('微信') },
  };
}
