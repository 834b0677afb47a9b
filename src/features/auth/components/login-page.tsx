import { Link, useLocation } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { AuthCard } from './auth-card';
import { KeyLoginForm } from './key-login-form';
import { PasswordLoginForm } from './password-login-form';

/** Navigation state other pages may pass to /login, e.g. the phone number just registered. */
export interface LoginLocationState {
  username?: string;
}

function initialUsername(state: unknown): string {
  const username = (state as LoginLocationState | null)?.username;
  return typeof username === 'string' ? username : '';
}

/** 用户登录: password login (with the word-click captcha) and key login. */
export function LoginPage() {
  const location = useLocation();
  return (
    <AuthCard
      title="用户登录"
      footer={
        <>
          <Link to={paths.forgetPassword.getHref()} className="text-primary underline underline-offset-4 hover:text-primary/80">
            忘记密码
          </Link>
          <span className="text-muted-foreground">
            还没有账号？
            <Link to={paths.register.getHref()} className="text-primary underline underline-offset-4 hover:text-primary/80">
              立即注册
            </Link>
          </span>
        </>
      }
    >
      <Tabs defaultValue="password">
        <TabsList className="mb-5 grid w-full grid-cols-2">
          <TabsTrigger value="password">密码登录</TabsTrigger>
          <TabsTrigger value="key">密钥登录</TabsTrigger>
        </TabsList>
        <TabsContent value="password">
          <PasswordLoginForm defaultUsername={initialUsername(location.state)} />
        </TabsContent>
        <TabsContent value="key">
          <KeyLoginForm />
        </TabsContent>
      </Tabs>
    </AuthCard>
  );
}
