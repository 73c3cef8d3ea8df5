import { createI18n } from '@simbiz/i18n';
import { type WarningNames, warningText } from './warning-text';

const names = (language: string): WarningNames => ({
  model: (id) => ({ m1: 'Trail Pro' })[id] ?? '',
  warehouse: (id) => ({ bkk: 'Bangkok' })[id] ?? '',
  platform: (id) => ({ shopmall: 'ShopMall' })[id] ?? '',
  money: (minor, platformId) => new Intl.NumberFormat(language, { style: 'currency', currency: platformId === 'shopmall' ? 'THB' : 'USD' }).format(minor / 100),
  percent: (fraction) => new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(fraction),
  number: (value) => new Intl.NumberFormat(language).format(value),
});
const say = (language: string, code: string, params: Record<string, string | number>) =>
  warningText(createI18n({ locale: language as 'en' }).getFixedT(language, 'warnings'), { code, params }, names(language));

describe('a warning in the reader’s words', () => {
  it('says how production was cut by the space, with names and numbers as the language writes them', () => {
    expect(say('en', 'storageCapacityExceeded', { modelId: 'm1', warehouseId: 'bkk', wanted: 20_000, made: 13_333, capacity: 18 })).toBe(
      'Trail Pro: you planned 20,000 units at Bangkok, but the free space there (18 m³) held only 13,333. Rent more space before planning more.',
    );
    expect(say('th', 'storageCapacityExceeded', { modelId: 'm1', warehouseId: 'bkk', wanted: 20_000, made: 0, capacity: 0 })).toContain('Bangkok');
    expect(say('zh-Hans', 'productionCapacityExceeded', { planned: 60_000, capacity: 40_000 })).toContain('60,000');
  });

  it('writes money in its currency: company money in the base currency, bids in the platform’s', () => {
    expect(say('en', 'emergencyLoan', { amount: 1_250_000, rate: 0.04 })).toContain('$12,500.00 at 4%');
    expect(say('en', 'loanAmountOutOfRange', { min: 1_000_000, max: 30_000_000 })).toBe(
      'The loan was adjusted to the bank’s range of $10,000.00 to $300,000.00.',
    );
    expect(say('en', 'costPerClickOutOfRange', { platformId: 'shopmall', min: 40, max: 1000 })).toContain('ShopMall');
    expect(say('en', 'costPerClickOutOfRange', { platformId: 'shopmall', min: 40, max: 1000 })).toContain('THB');
  });

  it('shows a code the texts do not know by its code, and an unknown id as itself', () => {
    expect(say('en', 'somethingNew', {})).toBe('A decision was changed when the round was resolved (somethingNew).');
    expect(say('en', 'storageRequired', { warehouseId: 'gone' })).toContain('gone');
  });
});
