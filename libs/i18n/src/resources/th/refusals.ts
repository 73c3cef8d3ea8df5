import type { RefusalsCatalog } from '../en/refusals';

export const refusals: RefusalsCatalog = {
  issue: {
    too_big: '{field} ต้องไม่เกิน {limit}',
    too_small: '{field} ต้องไม่น้อยกว่า {limit}',
    invalid_type: '{field} ไม่ได้กรอกหรือชนิดข้อมูลไม่ถูกต้อง',
    invalid_format: '{field} รูปแบบไม่ถูกต้อง',
    invalid_value: '{field} ไม่ใช่ตัวเลือกที่อนุญาต',
    unrecognized_keys: '{field} ไม่ควรมีอยู่ตรงนี้',
    other: '{field} ไม่ถูกต้อง',
  },
  fields: {
    price: 'ราคา',
    amount: 'จำนวนเงิน',
    budget: 'งบประมาณ',
    quantity: 'จำนวน',
    name: 'ชื่อ',
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    displayName: 'ชื่อ',
    teamName: 'ชื่อทีม',
    companyName: 'ชื่อบริษัท',
    passcode: 'รหัสผ่านทีม',
    capacityM3: 'พื้นที่ (ลูกบาศก์เมตร)',
    costPerClick: 'ราคาต่อคลิก',
    dailyBudget: 'งบประมาณรายวัน',
  },
};
