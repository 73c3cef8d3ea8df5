/** @jest-environment jsdom */
import { ErrorCode } from '@simbiz/contracts';
import { createI18n } from '@simbiz/i18n';
import { messageBoxes } from '@simbiz/ui';
import { presentResponse } from './present-response';
import { changeWords } from './refusal-words';
import { type CallOutcome, decideResponse } from './response-handling';

const stale = ({ name, at, change, fields }: { name: string; at: string; change: string; fields: string[] }): CallOutcome => ({
  kind: 'answer',
  status: 200,
  envelope: { code: ErrorCode.itemChangedMeanwhile, data: { params: { name, at }, details: { version: 4, change, fields } } },
});
const today = (hours: number, minutes: number) => {
  const at = new Date();
  at.setHours(hours, minutes, 0, 0);
  return at;
};

describe('a write a teammate overtook (130061)', () => {
  it('is a prompt that reads the page’s items again, in other words when the item was deleted', () => {
    const changed = decideResponse(stale({ name: 'Mei', at: today(22, 14).toISOString(), change: 'changed', fields: ['price'] }), 'other', () => true);
    expect(changed).toMatchObject({
      kind: 'box',
      textKey: 'errors:itemChangedMeanwhile',
      buttons: ['close', 'reloadItems'],
      code: ErrorCode.itemChangedMeanwhile,
    });
    const deleted = decideResponse(stale({ name: 'Mei', at: today(22, 14).toISOString(), change: 'deleted', fields: [] }), 'other', () => true);
    expect(deleted).toMatchObject({ textKey: 'refusals:changedMeanwhile.deleted', buttons: ['close', 'reloadItems'] });
  });

  it('names who and when in the reader’s clock, and which fields they set', () => {
    const en = createI18n({ locale: 'en' });
    const at = today(22, 14);
    const words = changeWords({ name: 'Mei', at: at.toISOString(), fields: ['dailyBudget', 'price'] }, en);
    expect(words.params).toMatchObject({ name: 'Mei', at: new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(at) });
    expect(words.details).toBe('What was changed: Daily budget and Price');
    expect(en.t('errors:itemChangedMeanwhile', words.params)).toMatch(/^Mei changed this item at \d{1,2}:14/);
  });

  it('says "a teammate" when no name came, gives the date of an older change, and reads in Chinese and Thai', () => {
    const zh = createI18n({ locale: 'zh-Hans' });
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const words = changeWords({ name: '', at: lastWeek.toISOString(), fields: [] }, zh);
    expect(words.params['name']).toBe('一位队友');
    expect(words.params['at']).toBe(new Intl.DateTimeFormat('zh-Hans', { dateStyle: 'medium', timeStyle: 'short' }).format(lastWeek));
    expect(words.details).toBeUndefined();
    expect(zh.t('refusals:changedMeanwhile.deleted', words.params)).toContain('一位队友已于');
    const th = createI18n({ locale: 'th' });
    const thai = changeWords({ name: '', at: today(9, 5).toISOString(), fields: ['price', 'quantity'] }, th);
    expect(thai.details).toBe('สิ่งที่แก้ไข: ราคาและจำนวน');
    expect(th.t('errors:itemChangedMeanwhile', thai.params)).toContain('เพื่อนร่วมทีมได้แก้ไขรายการนี้');
  });

  it('shows the box with a Refresh that reads the items again, not the whole page', async () => {
    let reloadedPage = 0;
    let reloadedItems = 0;
    const action = decideResponse(stale({ name: 'Mei', at: today(22, 14).toISOString(), change: 'changed', fields: ['price'] }), 'other', () => true);
    presentResponse(action, {
      i18n: createI18n({ locale: 'en' }),
      reload: () => void reloadedPage++,
      reloadItems: () => void reloadedItems++,
      signIn: () => undefined,
      logout: () => undefined,
      redirect404: () => undefined,
    });
    for (let waited = 0; messageBoxes.list().length === 0 && waited < 5_000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    const [box] = messageBoxes.list();
    expect(box?.content).toMatch(/^Mei changed this item at/);
    expect(box?.details).toBe('What was changed: Price');
    expect(box?.buttons?.map((b) => b.text)).toEqual(['Close', 'Refresh']);
    box?.buttons?.[1]?.callback?.();
    expect({ reloadedItems, reloadedPage }).toEqual({ reloadedItems: 1, reloadedPage: 0 });
  });
});
