import type { MarketResearchCatalog } from '../en/marketResearch';

export const marketResearch: MarketResearchCatalog = {
  loading: '加载中…',
  title: '市场调研',
  newsFlash: {
    title: '新闻快讯',
    intro: '截至第 {round} 回合的市场动态：新闻会改变前来购物的顾客数量，以及他们对价格的敏感程度。',
    notStarted: '模拟尚未开始：第一条新闻将随第 1 回合发布。',
    none: '暂无新闻。',
    round: '第 {round} 回合',
  },
};
