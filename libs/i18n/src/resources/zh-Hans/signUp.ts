import type { SignUpCatalog } from '../en/signUp';

export const signUp: SignUpCatalog = {
  title: '创建账户',
  name: '你的姓名',
  email: '电子邮箱',
  password: '密码（至少 8 个字符）',
  confirm: '再次输入密码',
  submit: '创建账户',
  done: '账户已创建。请登录以继续。',
  signingIn: '账户已创建，正在为你登录…',
  haveAccount: '已有账户？',
  signIn: '登录',
};
