import type { OperationsCatalog } from '../../en/operations';

export const company: OperationsCatalog['company'] = {
  title: '公司',
  companies: '本模拟中的公司',
  company: '公司',
  team: '团队',
  status: '状态',
  members: '成员',
  brands: '品牌',
  brand: '{name}（型号：{count}）',
  noBrands: '暂无',
  statuses: {
    active: '经营中',
    bankrupt: '已破产',
  },
  yours: '你的公司',
  publicNote: '品牌在其创建的回合结算后才会在此列出，型号数同样只计已结算回合中推出的型号。',
  noTeam: '加入团队后即可查看本模拟中的公司。',
  own: {
    title: '你的公司',
    name: '公司名称',
    teamName: '所属团队：{team}',
    rename: '修改公司名称',
    renamed: '公司名称已修改。',
    hint: '公司名称在本模拟中不可重复。讲师可能不允许团队修改公司名称。',
    notRunning: '回合进行中才能修改公司名称。',
    bankrupt: '公司已破产，不能再修改名称。',
  },
};
