import { billRound, freightCost } from './freight';

const bike = { unitWeightKg: 12, unitVolumeM3: 0.25 };
const truck = { costPerKg: 30, costPerM3: 2_000 };

describe('what a logistics service charges', () => {
  it('charges each unit its weight at the cost per kg and its volume at the cost per m³', () => {
    // 12 kg × 30 + 0.25 m³ × 2,000 = 860 a unit.
    expect(freightCost(1, bike, truck)).toBe(860);
    expect(freightCost(150, bike, truck)).toBe(129_000);
  });

  it('adds the warehouse’s handling per unit for deliveries to shoppers', () => {
    expect(freightCost(10, bike, truck, 150)).toBe(10_100);
  });

  it('rounds to a whole minor unit, as the engine books it', () => {
    expect(freightCost(3, { unitWeightKg: 0.7, unitVolumeM3: 0.013 }, { costPerKg: 11, costPerM3: 333 })).toBe(36);
  });

  it('charges nothing for no units', () => {
    expect(freightCost(0, bike, truck)).toBe(0);
    expect(freightCost(-5, bike, truck)).toBe(0);
  });

  it('pays the bill in the round the payment days fall in', () => {
    expect(billRound(3, 0, 30)).toBe(3);
    expect(billRound(3, 15, 30)).toBe(4);
    expect(billRound(3, 30, 30)).toBe(4);
    expect(billRound(3, 31, 30)).toBe(5);
  });
});
