import type { AnalysisView } from '@simbiz/contracts';
import type { AnalysesSection } from './common/analyses-header';
import type { Derive } from './common/page-content';
import { taxReturnForm } from './finance/tax-return';
import { receivablesSchedule } from './finance/receivables';
import { loanRepaymentSchedule } from './finance/loan-repayments';
import { logisticsBillSchedule } from './finance/logistics-bills';
import { companyPerception } from './brand/perception-company';
import { brandPerception } from './brand/perception-brand';
import { modelPerception } from './brand/perception-model';
import { brandPerformance } from './brand/brand-performance';
import { companyAdvertisingEffectiveness } from './promotion/company-advertising';
import { productAdvertisingPerformance } from './promotion/product-advertising';
import { channelsAdvertisingPerformance } from './promotion/channels-advertising';
import { revenuesTotal } from './sales/revenues-total';
import { revenuesByBrand } from './sales/revenues-brand';
import { revenuesByModel } from './sales/revenues-model';
import { revenuesByChannel } from './sales/revenues-channel';
import { revenuesBySegment } from './sales/revenues-segment';
import { revenueDetails } from './sales/revenues-details';
import { trafficOrders } from './sales/traffic-orders';
import { trafficSources } from './sales/traffic-sources';
import { operatingRevenues } from './profit/operating-revenues';
import { brandProfit } from './profit/brand-profit';
import { modelProfit } from './profit/model-profit';
import { segmentProfit } from './profit/segment-profit';
import { channelsProfit } from './profit/channels-profit';
import { productProfit } from './profit/product-profit';
import { productions } from './warehouse/productions';
import { inventoryList } from './warehouse/inventory';
import { deliverySummary } from './warehouse/deliveries';

/** An analyses page as the kit draws it: its section, the view it reads, its title, whether it shows one round at a time, and its derivation. */
export interface AnalysisEntry {
  section: AnalysesSection;
  view: AnalysisView;
  title: string;
  perRound: boolean;
  derive: Derive;
}

/** Section 2's analyses pages drawn by the kit, by tab name (the statements have pages of their own). The whole-company workbook has a sheet for each. */
export const ANALYSES = {
  taxReturn: { section: 'finance', view: 'tax', title: 'tabs.taxReturn', perRound: false, derive: taxReturnForm },
  receivables: { section: 'finance', view: 'schedules', title: 'tabs.receivables', perRound: false, derive: receivablesSchedule },
  loanRepayments: { section: 'finance', view: 'schedules', title: 'tabs.loanRepayments', perRound: false, derive: loanRepaymentSchedule },
  logisticsBills: { section: 'finance', view: 'schedules', title: 'tabs.logisticsBills', perRound: false, derive: logisticsBillSchedule },
  perceptionCompany: { section: 'brand', view: 'perception', title: 'tabs.perceptionCompany', perRound: false, derive: companyPerception },
  perceptionBrand: { section: 'brand', view: 'perception', title: 'tabs.perceptionBrand', perRound: true, derive: brandPerception },
  perceptionModel: { section: 'brand', view: 'perception', title: 'tabs.perceptionModel', perRound: true, derive: modelPerception },
  brandPerformance: { section: 'brand', view: 'perception', title: 'tabs.brandPerformance', perRound: false, derive: brandPerformance },
  companyAdvertising: { section: 'promotion', view: 'advertising', title: 'tabs.companyAdvertising', perRound: true, derive: companyAdvertisingEffectiveness },
  productAdvertising: { section: 'promotion', view: 'advertising', title: 'tabs.productAdvertising', perRound: true, derive: productAdvertisingPerformance },
  channelsAdvertising: {
    section: 'promotion',
    view: 'advertising',
    title: 'tabs.channelsAdvertising',
    perRound: false,
    derive: channelsAdvertisingPerformance,
  },
  revenuesTotal: { section: 'sales', view: 'sales', title: 'tabs.revenuesTotal', perRound: false, derive: revenuesTotal },
  revenuesBrand: { section: 'sales', view: 'sales', title: 'tabs.revenuesBrand', perRound: false, derive: revenuesByBrand },
  revenuesModel: { section: 'sales', view: 'sales', title: 'tabs.revenuesModel', perRound: false, derive: revenuesByModel },
  revenuesChannel: { section: 'sales', view: 'sales', title: 'tabs.revenuesChannel', perRound: false, derive: revenuesByChannel },
  revenuesSegment: { section: 'sales', view: 'sales', title: 'tabs.revenuesSegment', perRound: false, derive: revenuesBySegment },
  revenuesDetails: { section: 'sales', view: 'sales', title: 'tabs.revenuesDetails', perRound: true, derive: revenueDetails },
  trafficOrders: { section: 'sales', view: 'sales', title: 'tabs.trafficOrders', perRound: true, derive: trafficOrders },
  trafficSources: { section: 'sales', view: 'sales', title: 'tabs.trafficSources', perRound: false, derive: trafficSources },
  operatingRevenues: { section: 'profit', view: 'sales', title: 'tabs.operatingRevenues', perRound: false, derive: operatingRevenues },
  brandProfit: { section: 'profit', view: 'sales', title: 'tabs.brandProfit', perRound: true, derive: brandProfit },
  modelProfit: { section: 'profit', view: 'sales', title: 'tabs.modelProfit', perRound: true, derive: modelProfit },
  segmentProfit: { section: 'profit', view: 'sales', title: 'tabs.segmentProfit', perRound: true, derive: segmentProfit },
  channelsProfit: { section: 'profit', view: 'sales', title: 'tabs.channelsProfit', perRound: true, derive: channelsProfit },
  productProfit: { section: 'profit', view: 'sales', title: 'tabs.productProfit', perRound: true, derive: productProfit },
  productions: { section: 'warehouse', view: 'warehouse', title: 'tabs.productions', perRound: true, derive: productions },
  inventory: { section: 'warehouse', view: 'warehouse', title: 'tabs.inventory', perRound: true, derive: inventoryList },
  deliveries: { section: 'warehouse', view: 'warehouse', title: 'tabs.deliveries', perRound: true, derive: deliverySummary },
} satisfies Record<string, AnalysisEntry>;
