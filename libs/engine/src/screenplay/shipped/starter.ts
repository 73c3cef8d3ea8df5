import type { ScreenplayInput } from '../screenplay.schema';
import { backpackCatalogue } from './backpacks';
import { t } from './text';

const usd = { code: 'USD', symbol: '$', minorDigits: 2 };

/** A first class: one market, three segments, two platforms, six rounds. Money in US cents. */
export const starterScreenplay: ScreenplayInput = {
  schemaVersion: 1,
  id: 'starter',
  name: t('Backpacks: first steps', '背包：入门', 'กระเป๋าเป้: ก้าวแรก'),
  description: t(
    'Launch backpacks in one market: choose who to serve, what to build, where to sell and what to charge.',
    '在一个市场推出背包：选择服务对象、产品设计、销售渠道与定价。',
    'เปิดตัวกระเป๋าเป้ในตลาดเดียว: เลือกลูกค้าเป้าหมาย สิ่งที่จะผลิต ช่องทางขาย และราคา',
  ),
  rounds: 6,
  daysPerRound: 30,
  tradingType: 1,
  baseCurrency: 'USD',
  markets: [{ id: 'home', name: t('Home market', '本土市场', 'ตลาดในประเทศ'), currency: usd, exchangeRates: [1], incomeTaxRate: 0.2 }],
  ...backpackCatalogue,
  segments: [
    {
      id: 'students',
      name: t('Students', '学生', 'นักศึกษา'),
      description: t('Carry a laptop to class on a tight budget.', '预算有限，需要背电脑上课。', 'งบจำกัด ต้องพกแล็ปท็อปไปเรียน'),
      marketId: 'home', categoryId: 'backpack', size: 110_000, growthPerRound: 0.04, visitsPerDay: 0.06,
      referencePrice: 4_500, priceSensitivity: 3.2,
      attributeIdeals: [
        { attributeId: 'sleeve', ideal: 3, driftPerRound: 0.15, weight: 0.35 },
        { attributeId: 'capacity', ideal: 4, driftPerRound: 0.2, weight: 0.2 },
        { attributeId: 'weight', ideal: 3, driftPerRound: 0.2, weight: 0.15 },
      ],
      valuePropositionWeights: { value: 0.8, stylish: 0.3, eco: 0.2 },
      platformShares: { shopmall: 0.45, quickbuy: 0.55 },
      mediaReach: { social: 2.2, outdoor: 0.4, search: 1.0 },
      loyalty: 0.2, outsideUtility: 1.2,
    },
    {
      id: 'commuters',
      name: t('Commuters', '通勤族', 'คนทำงานที่เดินทางทุกวัน'),
      description: t('Want a light, smart bag for work.', '想要轻便、体面的上班包。', 'ต้องการกระเป๋าเบาและดูดีสำหรับไปทำงาน'),
      marketId: 'home', categoryId: 'backpack', size: 70_000, growthPerRound: 0.03, visitsPerDay: 0.05,
      referencePrice: 8_000, priceSensitivity: 2.2,
      attributeIdeals: [
        { attributeId: 'weight', ideal: 5, driftPerRound: 0.25, weight: 0.3 },
        { attributeId: 'sleeve', ideal: 4, driftPerRound: 0.1, weight: 0.3 },
        { attributeId: 'wheels', ideal: 2, driftPerRound: 0.1, weight: 0.1 },
      ],
      valuePropositionWeights: { stylish: 0.7, durable: 0.5, eco: 0.3 },
      platformShares: { shopmall: 0.65, quickbuy: 0.35 },
      mediaReach: { social: 1.0, outdoor: 1.6, search: 1.4 },
      loyalty: 0.35, outsideUtility: 1.0,
    },
    {
      id: 'adventurers',
      name: t('Adventurers', '户外探险者', 'นักผจญภัย'),
      description: t('Trek for days and pay for gear that holds up.', '长途徒步，愿为可靠装备买单。', 'เดินป่าหลายวันและยอมจ่ายเพื่ออุปกรณ์ที่ทนทาน'),
      marketId: 'home', categoryId: 'backpack', size: 45_000, growthPerRound: 0.05, visitsPerDay: 0.05,
      referencePrice: 14_000, priceSensitivity: 1.6,
      attributeIdeals: [
        { attributeId: 'capacity', ideal: 6, driftPerRound: 0.3, weight: 0.35 },
        { attributeId: 'frame', ideal: 4, driftPerRound: 0.25, weight: 0.3 },
        { attributeId: 'weight', ideal: 4, driftPerRound: 0.2, weight: 0.2 },
      ],
      valuePropositionWeights: { durable: 0.9, eco: 0.4 },
      platformShares: { shopmall: 0.7, quickbuy: 0.3 },
      mediaReach: { social: 1.2, outdoor: 0.8, search: 1.8 },
      loyalty: 0.4, outsideUtility: 1.0,
    },
  ],
  platforms: [
    {
      id: 'shopmall', name: t('ShopMall', '购物商城', 'ช็อปมอลล์'), marketId: 'home',
      openingFee: 500_000, commissionRate: 0.08, settlementDays: 14, organicReach: 0.7,
      adAuction: { enabled: true, slots: 3, clickThroughRates: [0.06, 0.04, 0.025], impressionShare: 0.6, reservePrice: 20, costPerClickMin: 20, costPerClickMax: 500 },
      trafficPackages: [
        { id: 'boost-s', name: t('Boost S', '流量包 S', 'บูสต์ S'), price: 200_000, sessions: 4_000 },
        { id: 'boost-l', name: t('Boost L', '流量包 L', 'บูสต์ L'), price: 700_000, sessions: 16_000 },
      ],
      showcaseDesigns: [
        { id: 'basic', name: t('Basic page', '基础页面', 'หน้าร้านพื้นฐาน'), cost: 0, utilityLift: 0 },
        { id: 'studio', name: t('Studio photos', '棚拍图片', 'ภาพถ่ายสตูดิโอ'), cost: 300_000, utilityLift: 0.15 },
      ],
      merchantLivestream: { costPerHour: 20_000, reachPerHour: 0.0015, maxHoursPerRound: 60, utilityLift: 0.2 },
      influencers: [],
    },
    {
      id: 'quickbuy', name: t('QuickBuy', '快购', 'ควิกบาย'), marketId: 'home',
      openingFee: 300_000, commissionRate: 0.05, settlementDays: 7, organicReach: 0.6,
      adAuction: { enabled: true, slots: 2, clickThroughRates: [0.05, 0.03], impressionShare: 0.5, reservePrice: 15, costPerClickMin: 15, costPerClickMax: 400 },
      trafficPackages: [{ id: 'feed', name: t('Feed promotion', '信息流推广', 'โปรโมตบนฟีด'), price: 250_000, sessions: 6_000 }],
      showcaseDesigns: [
        { id: 'basic', name: t('Basic page', '基础页面', 'หน้าร้านพื้นฐาน'), cost: 0, utilityLift: 0 },
        { id: 'video', name: t('Short video', '短视频展示', 'วิดีโอสั้น'), cost: 250_000, utilityLift: 0.2 },
      ],
      merchantLivestream: { costPerHour: 15_000, reachPerHour: 0.002, maxHoursPerRound: 80, utilityLift: 0.25 },
      influencers: [
        { id: 'mia', name: t('Mia on campus', '校园达人米娅', 'มีอาในรั้วมหาวิทยาลัย'), fee: 400_000, commissionRate: 0.1, followers: { students: 40_000, commuters: 5_000 }, visitRate: 0.08, utilityLift: 0.3 },
        { id: 'trailjoe', name: t('Trail Joe', '山野老乔', 'โจสายเทรล'), fee: 600_000, commissionRate: 0.12, followers: { adventurers: 25_000 }, visitRate: 0.1, utilityLift: 0.35 },
      ],
    },
  ],
  promotionChannels: [
    { id: 'social', name: t('Social media', '社交媒体', 'โซเชียลมีเดีย'), marketId: 'home', effect: 0.012, decay: 0.3 },
    { id: 'outdoor', name: t('Outdoor posters', '户外广告', 'ป้ายโฆษณากลางแจ้ง'), marketId: 'home', effect: 0.008, decay: 0.2 },
    { id: 'search', name: t('Search ads', '搜索广告', 'โฆษณาบนเสิร์ช'), marketId: 'home', effect: 0.01, decay: 0.35 },
  ],
  warehouses: [
    { id: 'central', name: t('Central warehouse', '中心仓', 'คลังสินค้ากลาง'), marketId: 'home', capacityM3: 5_000, rentPerM3: 1_200, handlingPerUnit: 30 },
    { id: 'city', name: t('City fulfilment centre', '城市前置仓', 'ศูนย์กระจายสินค้าในเมือง'), marketId: 'home', capacityM3: 1_500, rentPerM3: 2_000, handlingPerUnit: 20 },
  ],
  logisticsServices: [
    { id: 'standard', name: t('Standard delivery', '标准快递', 'จัดส่งแบบมาตรฐาน'), fromWarehouseId: 'central', to: { kind: 'market', marketId: 'home' }, costPerKg: 80, costPerM3: 1_000, days: 4, billPaymentDays: 30 },
    { id: 'express', name: t('Same-day delivery', '当日达', 'จัดส่งภายในวัน'), fromWarehouseId: 'city', to: { kind: 'market', marketId: 'home' }, costPerKg: 140, costPerM3: 1_500, days: 1, billPaymentDays: 30 },
    { id: 'trunk', name: t('Trunk line', '干线调拨', 'ขนส่งสายหลัก'), fromWarehouseId: 'central', to: { kind: 'warehouse', warehouseId: 'city' }, costPerKg: 20, costPerM3: 400, days: 2, billPaymentDays: 30 },
  ],
  finance: {
    initialCapital: 60_000_000,
    smeLoan: { minAmount: 1_000_000, maxAmount: 30_000_000, interestPerRound: 0.015, termRounds: 4, quotaOfEquity: 1 },
    clearanceFraction: 0.4,
    creditLine: 2_000_000,
  },
  news: [
    { round: 1, title: t('A market opens', '市场开放', 'ตลาดเปิดแล้ว'), body: t('Shoppers are looking for new backpacks. Who will serve them best?', '消费者正在寻找新背包，谁能最好地满足他们？', 'ผู้ซื้อกำลังมองหากระเป๋าเป้ใบใหม่ ใครจะตอบโจทย์ได้ดีที่สุด?'), effects: [] },
    { round: 3, title: t('Back to school', '开学季', 'เปิดเทอม'), body: t('Students return to campus: their demand rises this round.', '学生返校，本回合学生需求上升。', 'นักศึกษากลับสู่มหาวิทยาลัย ความต้องการเพิ่มขึ้นในรอบนี้'), effects: [{ kind: 'segmentSize', segmentId: 'students', factor: 1.25 }] },
    { round: 5, title: t('Hiking season', '徒步旺季', 'ฤดูเดินป่า'), body: t('Trails fill up and adventurers care less about price.', '步道人满为患，户外探险者对价格不那么敏感。', 'เส้นทางเดินป่าคึกคัก นักผจญภัยสนใจราคาน้อยลง'), effects: [{ kind: 'priceSensitivity', segmentId: 'adventurers', factor: 0.85 }] },
  ],
};
