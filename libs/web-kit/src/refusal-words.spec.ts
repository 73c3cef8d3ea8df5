/** @jest-environment jsdom */
import { createI18n } from '@simbiz/i18n';
import { FIELD_ISSUES_EVENT } from '@simbiz/ui';
import { presentResponse } from './present-response';
import { issueText, shownParams } from './refusal-words';
import { type CallOutcome, decideResponse } from './response-handling';

const refused = (data: unknown): CallOutcome => ({ kind: 'answer', status: 200, envelope: { code: 9001, data } });

describe('refusals in the reader’s terms', () => {
  it('writes a refusal’s money in its currency and other numbers with digit groups, never minor units', () => {
    const loan = shownParams('errors:loanAmountOutOfRange', { min: 1_000_000, max: 30_000_000, currency: 'USD' }, 'en');
    expect(loan).toMatchObject({ min: '$10,000.00', max: '$300,000.00' });
    const thai = createI18n({ locale: 'th' });
    const text = thai.t('errors:loanAmountOutOfRange', shownParams('errors:loanAmountOutOfRange', { min: 1_000_000, max: 30_000_000, currency: 'THB' }, 'th'));
    expect(text).toContain('฿10,000.00');
    expect(text).not.toContain('1000000');
    expect(shownParams('errors:productionCapacityExceeded', { capacity: 40_000 }, 'en')).toMatchObject({ capacity: '40,000' });
  });

  it('keeps 9001’s problems as a list and says each in words, naming the field', () => {
    const tooBig = { code: 'too_big', path: ['price'], message: 'Too big: expected number to be <=100000000', limit: 100_000_000 };
    const issues = [tooBig];
    const action = decideResponse(refused({ details: issues }), 'other', () => true);
    expect(action).toMatchObject({ kind: 'box', textKey: 'errors:verificationFailed', issues });
    expect(action).not.toHaveProperty('details');
    expect(issueText(tooBig, createI18n({ locale: 'en' }))).toBe('Price must be 100,000,000 or less');
    expect(issueText({ code: 'invalid_type', path: ['items', '0', 'quantity'], message: '' }, createI18n({ locale: 'zh-Hans' }))).toBe('数量缺失或类型不对');
    expect(issueText({ code: 'weird', path: ['mystery'], message: '' }, createI18n({ locale: 'en' }))).toBe('mystery is not valid');
  });

  it('marks the fields a 9001 names, so the page can show the problem under each', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(FIELD_ISSUES_EVENT, listener);
    const action = decideResponse(refused({ details: [{ code: 'too_small', path: ['amount'], message: '', limit: 1 }] }), 'other', () => true);
    presentResponse(action, {
      i18n: createI18n({ locale: 'en' }),
      reload: () => undefined,
      signIn: () => undefined,
      logout: () => undefined,
      redirect404: () => undefined,
    });
    for (let waited = 0; seen.length === 0 && waited < 5_000; waited += 20) await new Promise((done) => setTimeout(done, 20));
    window.removeEventListener(FIELD_ISSUES_EVENT, listener);
    expect(seen).toEqual([[{ name: 'amount', message: 'Amount must be 1 or more' }]]);
  });
});
