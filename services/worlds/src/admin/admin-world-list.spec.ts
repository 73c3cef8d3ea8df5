import { escapeLike } from './admin-world-list';

describe("the admin's world search", () => {
  it('matches what was typed literally, wildcards and backslashes included', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(escapeLike('Marketing 101')).toBe('Marketing 101');
  });
});
