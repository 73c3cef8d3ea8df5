import type { RefusalsCatalog } from '../en/refusals';

export const refusals: RefusalsCatalog = {
  issue: {
    too_big: '{field}不能大于 {limit}',
    too_small: '{field}不能小于 {limit}',
    invalid_type: '{field}缺失或类型不对',
    invalid_format: '{field}格式不正确',
    invalid_value: '{field}不是允许的选项',
    unrecognized_keys: '{field}不应出现在这里',
    other: '{field}无效',
  },
  fields: {
    price: '价格',
    amount: '金额',
    budget: '预算',
    quantity: '数量',
    name: '名称',
    email: '邮箱',
    password: '密码',
    displayName: '姓名',
    teamName: '团队名称',
    companyName: '公司名称',
    passcode: '口令',
    capacityM3: '空间（立方米）',
    costPerClick: '单次点击价格',
    dailyBudget: '每日预算',
  },
};
