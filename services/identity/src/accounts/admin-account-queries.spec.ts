import { containsPattern } from './admin-account-queries';

describe('searching accounts', () => {
  it('looks for the text anywhere, with LIKE’s wildcards and escape taken as typed', () => {
    expect(containsPattern('ada')).toBe('%ada%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
