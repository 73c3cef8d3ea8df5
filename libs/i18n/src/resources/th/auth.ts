import type { AuthCatalog } from '../en/auth';

export const auth: AuthCatalog = {
  signInTitle: 'เข้าสู่ระบบ',
  email: 'อีเมล',
  password: 'รหัสผ่าน',
  signIn: 'เข้าสู่ระบบ',
  signInFailed: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  tooManyAttempts: 'พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  badReturnUrl: 'หน้าที่จะกลับไปไม่ได้อยู่ในเว็บไซต์นี้',
  noAccount: 'ยังไม่มีบัญชีใช่ไหม',
  signUp: 'สร้างบัญชี',
  language: 'ภาษา',
};
