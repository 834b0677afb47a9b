/** A text message to one phone number. */
export interface SmsProvider {
  send(phone: string, text: string, code?: string): Promise<void>;
}

export interface MailProvider {
  send(to: string, subject: string, text: string, code?: string): Promise<void>;
}

/** Creates a payable order and reports its state. */
export interface PaymentProvider {
  createPayCode(orderId: string, amountFen: number, payType: 'wechat' | 'alipay'): Promise<{ payCode: string }>;
  queryStatus(orderId: string): Promise<'pending' | 'paid' | 'closed'>;
}

export interface WechatProvider {
  createBindQrcode(pcToken: string): Promise<{ qrcodeUrl: string }>;
  sendTemplateMessage(openId: string, text: string): Promise<void>;
}

export interface Providers {
  sms: SmsProvider;
  mail: MailProvider;
  payment: PaymentProvider;
  wechat: WechatProvider;
}
