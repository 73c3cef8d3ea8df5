import type { SignUpCatalog } from '../en/signUp';

export const signUp: SignUpCatalog = {
  title: 'สร้างบัญชี',
  name: 'ชื่อของคุณ',
  email: 'อีเมล',
  password: 'รหัสผ่าน (อย่างน้อย 8 ตัวอักษร)',
  confirm: 'ยืนยันรหัสผ่าน',
  submit: 'สร้างบัญชี',
  done: 'บัญชีของคุณพร้อมแล้ว กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ',
  signingIn: 'บัญชีของคุณพร้อมแล้ว กำลังพาคุณเข้าสู่ระบบ…',
  haveAccount: 'มีบัญชีอยู่แล้วใช่ไหม',
  signIn: 'เข้าสู่ระบบ',
};
