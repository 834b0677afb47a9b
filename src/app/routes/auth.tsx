import type { AreaRoute } from '@/app/route-handle';
import { ForgetPasswordPage } from '@/features/auth/components/forget-password-page';
import { LoginPage } from '@/features/auth/components/login-page';
import { RegisterPage } from '@/features/auth/components/register-page';

export const loginRoute: AreaRoute = { Component: LoginPage, handle: { title: '用户登录' } };
export const registerRoute: AreaRoute = { Component: RegisterPage, handle: { title: '用户注册' } };
export const forgetPasswordRoute: AreaRoute = { Component: ForgetPasswordPage, handle: { title: '找回密码' } };
