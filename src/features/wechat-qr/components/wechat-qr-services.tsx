import { CircleCheck } from 'lucide-react';

/** Spec §2: the four services offered through the enterprise WeChat account, in order. */
export const WECHAT_SERVICES = ['专业老师在线咨询', '资质标准内容答疑', '企业资质办理指南', '课程中心疑问解答'] as const;

export function WechatQrServices() {
  return (
    <ul aria-label="服务内容" className="grid grid-cols-2 gap-2 text-sm">
      {WECHAT_SERVICES.map((service) => (
        <li key={service} className="flex items-center gap-1.5 rounded-md bg-secondary px-2 py-1.5 text-secondary-foreground">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {service}
        </li>
      ))}
    </ul>
  );
}
