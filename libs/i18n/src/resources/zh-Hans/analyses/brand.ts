import type { AnalysesCatalog } from '../../en/analyses';

export const brand: AnalysesCatalog['brand'] = {
  brand: '品牌',
  segment: '细分市场',
  model: '型号',
  awareness: '知名度',
  company: {
    awareness: '各细分市场知名度',
    awarenessChart: '各回合各细分市场知名度',
    rating: '顾客平均评分（按销量加权）',
    allBrands: '全部品牌',
    bestBrand: '某细分市场的知名度取本公司在该市场知名度最高的品牌：消费者只要知道其中任何一个品牌，就知道这家公司。',
    moved: '{segment} 的知名度从第 {first} 回合的 {from} 变为第 {last} 回合的 {to}，是各细分市场中变化最大的。',
  },
  brands: {
    title: '第 {round} 回合各品牌在各细分市场的知名度与价值主张认知度',
    chart: '第 {round} 回合各细分市场、各品牌的知名度',
    propositionsWhy:
      '每个回合，消费者对某项价值主张的认知度都会向品牌所展现的方向靠近一部分：若品牌有型号主张该价值，认知度上升（评分越高、品牌越知名，升得越多）；若没有任何型号主张，认知度则下降。',
    rose: '与第 {previous} 回合相比变化最大的是：{brand} 在 {segment} 的知名度上升了 {points} 个百分点，从 {from} 升至 {to}。',
    fell: '与第 {previous} 回合相比变化最大的是：{brand} 在 {segment} 的知名度下降了 {points} 个百分点，从 {from} 降至 {to}。不持续投放广告，知名度每回合都会衰减。',
  },
  models: {
    title: '第 {round} 回合各型号在各细分市场的匹配度、效用与评分',
    attributeFit: '属性匹配度',
    utility: '效用',
    rating: '顾客评分',
    fitMeaning:
      '属性匹配度表示型号与细分市场需求的接近程度：0 表示各属性正好是该市场消费者想要的等级。每低一级都会扣分（消费者越看重的属性扣得越多）；高出理想等级只能加一点分。',
    utilityMeaning:
      '效用表示该商品对这个细分市场消费者的吸引力：属性匹配度、消费者对品牌的认知、品牌知名度和评分之和，再减去价格的影响。消费者据此在各商品之间挑选，或决定干脆不买：效用越高，争取到的顾客份额越大。',
    furthest: '{model} 离 {segment} 的需求最远（匹配度 {fit}）：可以研发该细分市场最看重的属性，或为它推出更贴近需求的型号。',
  },
  performance: {
    revenue: '收入',
    units: '销量',
    profit: '扣除直接成本后的利润',
    awareness: '平均知名度（全部细分市场）',
    profitChart: '各品牌扣除直接成本后的利润',
    profitMeaning:
      '这里的利润是各品牌销售扣除自身成本后留下的部分：平台佣金、销货成本、物流，以及带来订单的广告点击费和达人分成。仓储租金、公司推广、研发、管理费用、利息和所得税都要从中支付。',
  },
};
