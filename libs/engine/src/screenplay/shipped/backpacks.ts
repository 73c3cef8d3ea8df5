import type { ScreenplayInput } from '../screenplay.schema';
import { t } from './text';

/**
 * The product world both shipped screenplays share: travel backpacks, their physical attributes,
 * value propositions, R&D, production and scoring. Money here is in minor units of USD.
 */
export const backpackCatalogue = {
  attributes: [
    { id: 'capacity', name: t('Capacity', '容量', 'ความจุ'), unit: 'cu_cm', gradeMin: 1, gradeMax: 10, baseValue: 15000, valuePerGrade: 2500, unitCostPerGrade: 90, startingGrade: 3, incompatibleWith: [] },
    { id: 'weight', name: t('Lightness', '轻量', 'น้ำหนักเบา'), unit: 'g', gradeMin: 1, gradeMax: 10, baseValue: 1500, valuePerGrade: -90, unitCostPerGrade: 120, startingGrade: 2, incompatibleWith: [] },
    { id: 'sleeve', name: t('Laptop sleeve', '电脑隔层', 'ช่องใส่แล็ปท็อป'), unit: 'in', gradeMin: 1, gradeMax: 6, baseValue: 12, valuePerGrade: 1, unitCostPerGrade: 70, startingGrade: 2, incompatibleWith: [] },
    { id: 'wheels', name: t('Rolling wheels', '滚轮', 'ล้อลาก'), unit: 'cm', gradeMin: 1, gradeMax: 6, baseValue: 4, valuePerGrade: 0.8, unitCostPerGrade: 150, startingGrade: 1, incompatibleWith: ['frame'] },
    { id: 'frame', name: t('Internal frame', '内置背架', 'โครงภายใน'), unit: 'cm', gradeMin: 1, gradeMax: 8, baseValue: 40, valuePerGrade: 4, unitCostPerGrade: 130, startingGrade: 1, incompatibleWith: ['wheels'] },
  ],
  valuePropositions: [
    { id: 'durable', name: t('Built to last', '经久耐用', 'ทนทานใช้ได้นาน'), description: t('Stronger fabric and stitching.', '更结实的面料与缝线。', 'ผ้าและตะเข็บที่แข็งแรงกว่า'), costFactor: 0.08 },
    { id: 'eco', name: t('Eco-friendly', '环保', 'เป็นมิตรกับสิ่งแวดล้อม'), description: t('Recycled materials.', '使用再生材料。', 'ใช้วัสดุรีไซเคิล'), costFactor: 0.1 },
    { id: 'stylish', name: t('Stylish', '时尚', 'มีสไตล์'), description: t('Designed to be seen.', '为吸引目光而设计。', 'ออกแบบให้โดดเด่น'), costFactor: 0.06 },
    { id: 'value', name: t('Great value', '高性价比', 'คุ้มค่า'), description: t('Everything needed, nothing more.', '该有的都有，不多不少。', 'มีครบทุกสิ่งที่จำเป็น ไม่มากเกินไป'), costFactor: 0 },
  ],
  categories: [
    { id: 'backpack', name: t('Travel backpack', '旅行背包', 'กระเป๋าเป้เดินทาง'), attributeIds: ['capacity', 'weight', 'sleeve', 'wheels', 'frame'], baseUnitCost: 2000, packageVolumeM3: 0.03, packageWeightKg: 1.4 },
  ],
  rnd: { costPerGrade: 2_000_000, setbackChance: 0.15 },
  production: { capacityPerRound: 40_000, firstBatch: 2_000, learning: 0.15, leadDays: 5, setupCost: 500_000 },
  scoring: { weights: { revenue: 0.2, netProfit: 0.3, marketShare: 0.2, cash: 0.1, awareness: 0.1, satisfaction: 0.1 }, normalisation: 'minMax' },
} satisfies Partial<ScreenplayInput>;
