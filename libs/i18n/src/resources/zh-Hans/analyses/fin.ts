import type { AnalysesCatalog } from '../../en/analyses';

export const fin: AnalysesCatalog['fin'] = {
  line: '项目',
  taxReturn: {
    title: '企业所得税申报表',
    profitBeforeTax: '税前利润',
    lossBroughtForward: '以前年度结转亏损',
    lossUsed: '本期弥补亏损',
    taxableIncome: '应纳税所得额',
    rate: '税率',
    tax: '应纳所得税额',
    lossCarriedForward: '结转以后弥补的亏损',
    netProfit: '税后净利润',
    chart: '各回合税前利润、应纳税所得额与所得税',
    notes: {
      carryForward:
        '亏损可以向以后结转：某回合出现亏损不会退税，但这笔亏损会被记录下来，用来抵减以后回合的利润；只有把以前的亏损弥补完之后，才需要缴纳所得税。',
      lossUsed: '第 {round} 回合：用以前的亏损 {used} 抵减了当期利润 {profit}，因此只就 {taxable} 计缴所得税。',
      lossMade: '第 {round} 回合：发生亏损 {loss}，无需缴纳所得税；目前可结转以后弥补的亏损为 {carried}。',
    },
  },
  receivables: {
    dueTitle: '第 {round} 回合末各平台尚未结算的款项',
    byRoundTitle: '各回合末应收账款（按平台）',
    chart: '各平台各回合应收账款',
    platform: '平台',
    dueRound: '收回时间',
    amount: '金额',
    notes: {
      due: '平台要等结算周期过后才支付每回合销售款（扣除佣金后）的一部分：仍有 {amount} 未收回，将在第 {round} 回合收回。',
    },
  },
  loans: {
    name: '贷款 {number}',
    scheduleTitle: '第 {round} 回合末未结清的贷款',
    byRoundTitle: '各回合末贷款余额',
    chart: '各回合贷款余额',
    loan: '贷款',
    dueRound: '到期时间',
    outstanding: '未偿余额',
    interestDue: '下回合利息',
    principalDue: '应还本金',
    notes: {
      dueNext: '{loan} 将于第 {round} 回合到期，届时须偿还本息共 {amount}。请提前备足现金，否则将以更高利率的紧急贷款弥补资金缺口。',
    },
  },
  bills: {
    dueTitle: '第 {round} 回合末未付的物流账单',
    byRoundTitle: '各回合末未付物流账单（按物流服务）',
    chart: '各物流服务各回合未付账单',
    service: '物流服务',
    dueRound: '付款时间',
    amount: '金额',
    notes: {
      due: '承运商按账期对配送和调拨运费开具账单，运费在使用之后的回合才支付：{amount} 将在第 {round} 回合支付。',
    },
  },
};
