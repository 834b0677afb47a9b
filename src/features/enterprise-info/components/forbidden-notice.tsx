import { ShieldAlert } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useMayOpen } from '@/lib/permissions/use-may-open';
import { useSession } from '@/stores/session-store';
import { firstMenuLink, visibleSideMenu } from '../menu';

/** Next steps by who is signed in. */
export const FORBIDDEN_NEXT_STEP = {
  noEnterprise: '企业信息只对关联了企业的账号开放：请退出后使用企业会员账号或企业密钥登录。',
  secondaryKey: '该密钥只被授权使用部分页面：请联系企业管理员在「密钥管理」中为它授权此功能，或使用主密钥、会员账号登录。',
  other: '请联系企业管理员确认账号的权限。',
} as const;

/**
 * What a /qyxx page shows when the server refused its data (403): the server's message, what to do next and a way
 * on — another page of the area the user may open, or the home page.
 */
export function ForbiddenNotice({ message }: { message: string }) {
  const headingId = useId();
  const { pathname } = useLocation();
  const hasEnterprise = useSession((state) => state.ent !== null);
  const isSecondaryKey = useSession((state) => state.key?.keyType === 'secondary');
  const mayOpen = useMayOpen();
  const next = hasEnterprise ? firstMenuLink(visibleSideMenu(mayOpen), pathname) : undefined;
  const step = !hasEnterprise ? FORBIDDEN_NEXT_STEP.noEnterprise : isSecondaryKey ? FORBIDDEN_NEXT_STEP.secondaryKey : FORBIDDEN_NEXT_STEP.other;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-md border bg-card p-6">
      <h1 id={headingId} className="flex items-center gap-2 text-xl font-semibold">
        <ShieldAlert aria-hidden className="size-5 text-destructive" />
        无法使用此页面
      </h1>
      <p role="alert" className="font-medium text-destructive">
        {message}
      </p>
      <p className="text-muted-foreground">{step}</p>
      <div className="flex flex-wrap gap-3">
        {next?.href ? (
          <Button asChild>
            <Link to={next.href}>打开{next.label}</Link>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.home.getHref()}>返回首页</Link>
        </Button>
      </div>
    </section>
  );
}
