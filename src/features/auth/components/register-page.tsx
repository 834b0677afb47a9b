import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { RegisterForm } from './register-form';

/** 用户注册 page. */
export function RegisterPage() {
  return (
    <AuthCard
      title="用户注册"
      footer={
        <span className="w-full text-center text-muted-foreground">
          已有账号？
          <Link to={paths.login.getHref()} className="text-primary underline underline-offset-4 hover:text-primary/80">
            立即登录
          </Link>
        </span>
      }
    >
      <RegisterForm />
    </AuthCard>
  );
}
