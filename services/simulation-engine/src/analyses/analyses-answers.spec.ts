import { companyResultSchema, incomeStatementSchema } from '@simbiz/engine';
import { z } from 'zod';
import { ANSWER_FORMAT, answerFormat } from './analyses-answers';

describe('the format of a stored analyses answer', () => {
  it('is a short digest of the schemas, the same each time it is worked out', () => {
    expect(ANSWER_FORMAT).toMatch(/^[\w-]{16}$/);
    expect(answerFormat([companyResultSchema], { sales: ['sales'] })).toBe(answerFormat([companyResultSchema], { sales: ['sales'] }));
  });

  it('changes with a line added to the results, a default changed, or a view showing another part', () => {
    const base = answerFormat([incomeStatementSchema], { sales: ['sales'] });
    expect(answerFormat([incomeStatementSchema.extend({ royalties: z.number().default(0) })], { sales: ['sales'] })).not.toBe(base);
    expect(answerFormat([incomeStatementSchema.extend({ revenue: z.number().default(1) })], { sales: ['sales'] })).not.toBe(base);
    expect(answerFormat([incomeStatementSchema], { sales: ['sales', 'inventory'] })).not.toBe(base);
  });
});
