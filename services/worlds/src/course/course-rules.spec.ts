import { ANNOUNCEMENT_PIN_LIMIT, DomainError, ErrorCode } from '@simbiz/contracts';
import { byPinThenLatest, checkPinLimit, fileLimit, isReferenceKeyOf, mayChange, referenceKeyPrefix } from './course-rules';

const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a refusal';
  }
  return 0;
};

describe('course rules', () => {
  it('lets an author change their own post and a manager any post, nobody else', () => {
    expect(mayChange({ userId: 'a', manager: false }, 'a')).toBe(true);
    expect(mayChange({ userId: 'b', manager: false }, 'a')).toBe(false);
    expect(mayChange({ userId: 'm', manager: true }, 'a')).toBe(true);
  });

  it('refuses pinning past the limit with 400009', () => {
    expect(codeOf(() => checkPinLimit(ANNOUNCEMENT_PIN_LIMIT - 1))).toBe(0);
    expect(codeOf(() => checkPinLimit(ANNOUNCEMENT_PIN_LIMIT))).toBe(ErrorCode.announcementPinLimit);
  });

  it('orders pinned first (latest pinned first), then the latest', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
    const posts = [
      { id: 'old', pinned: false, pinnedAt: null, latestAt: at(1) },
      { id: 'pinned-early', pinned: true, pinnedAt: at(2), latestAt: at(9) },
      { id: 'new', pinned: false, pinnedAt: null, latestAt: at(8) },
      { id: 'pinned-late', pinned: true, pinnedAt: at(7), latestAt: at(0) },
    ];
    expect([...posts].sort(byPinThenLatest).map((p) => p.id)).toEqual(['pinned-late', 'pinned-early', 'new', 'old']);
  });

  it('takes images up to 10 MB and documents up to 50 MB, by extension', () => {
    expect(fileLimit('chart.PNG', 1)).toBe(10 * 1024 * 1024);
    expect(fileLimit('case.pdf', 50 * 1024 * 1024)).toBe(50 * 1024 * 1024);
    expect(codeOf(() => fileLimit('photo.jpg', 10 * 1024 * 1024 + 1))).toBe(ErrorCode.fileTooLarge);
    expect(codeOf(() => fileLimit('tool.exe', 10))).toBe(ErrorCode.fileTypeNotAllowed);
    expect(codeOf(() => fileLimit('page.html', 10))).toBe(ErrorCode.fileTypeNotAllowed);
    expect(codeOf(() => fileLimit('no-extension', 10))).toBe(ErrorCode.fileTypeNotAllowed);
  });

  it("accepts only keys handed out for the world's references", () => {
    const world = '5f0c7d3e-0000-4000-8000-000000000001';
    const key = `${referenceKeyPrefix(world)}0b7a2f4e-1111-4222-8333-444455556666`;
    expect(isReferenceKeyOf(world, key)).toBe(true);
    expect(isReferenceKeyOf('5f0c7d3e-0000-4000-8000-000000000002', key)).toBe(false);
    expect(isReferenceKeyOf(world, `${referenceKeyPrefix(world)}../other`)).toBe(false);
    expect(isReferenceKeyOf(world, `${referenceKeyPrefix(world)}0b7a2f4e-1111-4222-8333-444455556666/x`)).toBe(false);
  });
});
