import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { ForgetPasswordForm } from './forget-password-form';

/** 找回密码 page. */
export function ForgetPasswordPage() {
  return (
    <AuthCard
      title="找回密码"
      footer={
        <span className="w-full text-center text-muted-foreground">
          想起密码了？
          <Link to={paths.login.getHref()} className="text-primary underline underline-offset-4 hover:text-primary/80">
            返回登录
          </Link>
        </span>
      }
    >
      <ForgetPasswordForm />
    </AuthCard>
  );
}
