import { screenplayJsonSchema, screenplaySchema } from '../screenplay.schema';
import { SHIPPED_SCREENPLAYS, shippedScreenplay } from './index';
import { starterScreenplay } from './starter';

describe('the shipped screenplays', () => {
  it('give the starter one market, three segments, two platforms and six rounds', () => {
    const s = SHIPPED_SCREENPLAYS.starter;
    expect([s.markets.length, s.segments.length, s.platforms.length, s.rounds]).toEqual([1, 3, 2, 6]);
    expect(s.tradingType).toBe(1);
  });

  it('give global three markets with their own currencies, 12 segments, 6 platforms and 8 rounds', () => {
    const s = SHIPPED_SCREENPLAYS.global;
    expect(s.markets.map((m) => m.currency.code)).toEqual(['USD', 'CNY', 'THB']);
    expect([s.segments.length, s.platforms.length, s.rounds]).toEqual([12, 6, 8]);
  });

  it('localize every text a participant reads in en, zh-Hans and th', () => {
    const texts: unknown[] = [];
    const walk = (v: unknown): void => {
      if (v && typeof v === 'object') {
        if ('en' in v) texts.push(v);
        else Object.values(v).forEach(walk);
      }
    };
    walk(SHIPPED_SCREENPLAYS);
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(Object.keys(text as object).sort()).toEqual(['en', 'th', 'zh-Hans']);
  });
});

describe('the screenplay schema', () => {
  it('reports broken references by path', () => {
    const broken = structuredClone(starterScreenplay);
    const [students] = broken.segments;
    const [, quickbuy] = broken.platforms;
    if (!students || !quickbuy) throw new Error('starter lost its first segment or second platform');
    students.platformShares = { shopmall: 0.5, nowhere: 0.2 };
    quickbuy.id = 'shopmall';
    const result = screenplaySchema.safeParse(broken);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining([
        'segments.0.platformShares.nowhere: unknown platform "nowhere"',
        'segments.0.platformShares: platform shares add up to 0.7, not 1',
        'platforms.1.id: duplicate id "shopmall"',
      ]),
    );
  });

  it('refuses a second currency under internal trade and an unknown unit', () => {
    const twoCurrencies = structuredClone(starterScreenplay);
    twoCurrencies.markets = twoCurrencies.markets.map((m) => ({ ...m, currency: { ...m.currency, code: 'EUR' } }));
    expect(screenplaySchema.safeParse(twoCurrencies).success).toBe(false);
    const badUnit = { ...starterScreenplay, attributes: starterScreenplay.attributes.map((a) => ({ ...a, unit: 'litre' })) };
    expect(screenplaySchema.safeParse(badUnit).success).toBe(false);
  });

  it('exports a JSON Schema that names the version and the sections', () => {
    const json = screenplayJsonSchema() as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(json.properties)).toEqual(expect.arrayContaining(['schemaVersion', 'markets', 'segments', 'platforms', 'finance', 'news']));
    expect(json.required).toContain('schemaVersion');
  });
});

describe('shippedScreenplay', () => {
  it('finds a shipped screenplay by id and nothing for an inherited key or an unknown id', () => {
    expect(shippedScreenplay('starter')).toBe(SHIPPED_SCREENPLAYS.starter);
    expect(shippedScreenplay('constructor')).toBeUndefined();
    expect(shippedScreenplay('imported-one')).toBeUndefined();
  });
});
