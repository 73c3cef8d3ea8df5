import type { AuthCatalog } from '../en/auth';

export const auth: AuthCatalog = {
  signInTitle: '登录',
  email: '电子邮箱',
  password: '密码',
  signIn: '登录',
  signInFailed: '邮箱或密码错误。',
  tooManyAttempts: '登录尝试次数过多，请稍候几分钟再试。',
  badReturnUrl: '要返回的页面不在本网站上。',
  noAccount: '还没有账户？',
  signUp: '创建账户',
  language: '语言',
};
