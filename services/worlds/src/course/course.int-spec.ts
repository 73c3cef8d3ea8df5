import {
  announcementsMessages as a,
  ANNOUNCEMENT_PIN_LIMIT,
  courseWatchMessage,
  discussionsMessages as d,
  ErrorCode,
  identityMessages,
  referencesMessages as r,
  USER_IN_WORLD_TYPE,
  worldsMessages as w,
} from '@simbiz/contracts';
import { fileStorageFromEnv } from '@simbiz/file-storage';
import type { Requester } from '@simbiz/service-kit';
import { Readable } from 'node:stream';
import { worldsSuite } from '../test-support/worlds-suite';

describe("a world's course: announcements, discussions, references", () => {
  let api: Requester;
  let worldId: string;
  let otherWorldId: string;
  const people: Record<string, { userId: string; roles: ('admin' | 'licensed')[] }> = {};
  const suite = worldsSuite('course');
  const files = () => fileStorageFromEnv();
  const as = (name: string) => ({ caller: people[name] });
  const code = async (promise: Promise<{ code: number }>) => (await promise).code;

  beforeAll(async () => {
    api = suite.api;
    for (const name of ['teacher', 'amy', 'ben', 'eve', 'other']) {
      const account = await api.call(identityMessages.signUp, {
        email: `${name}@course.example`,
        displayName: name.toUpperCase(),
        password: 'a long password',
      });
      people[name] = { userId: account.userId, roles: account.roles };
    }
    const startAt = new Date(Date.now() + 3_600_000).toISOString();
    ({ worldId } = await api.call(
      w.create,
      { name: 'Course', confirmName: 'Course', screenplayId: 'starter', startAt, enabledDiscussions: false },
      as('teacher'),
    ));
    await api.call(w.addMembers, { worldId, emails: ['amy@course.example', 'ben@course.example'] }, as('teacher'));
    // The other world: the teacher makes it (the first account is the licensed one) and hands it to 'other', with eve taking part.
    ({ worldId: otherWorldId } = await api.call(
      w.create,
      { name: 'Other course', confirmName: 'Other course', screenplayId: 'starter', startAt },
      as('teacher'),
    ));
    await api.call(w.addMembers, { worldId: otherWorldId, emails: ['other@course.example'], userInWorldType: USER_IN_WORLD_TYPE.manager }, as('teacher'));
    await api.call(w.addMembers, { worldId: otherWorldId, emails: ['eve@course.example'] }, as('teacher'));
  }, 90_000);

  describe('announcements', () => {
    let first: string;

    it('are posted by managers only, with a title and a text, rendered safely', async () => {
      expect(await code(api.send(a.create, { worldId, title: 'Hi', body: 'x' }, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect(await code(api.send(a.create, { worldId, title: '  ', body: 'x' }, as('teacher')))).toBe(ErrorCode.announcementTitleRequired);
      expect(await code(api.send(a.create, { worldId, title: 'Hi', body: '' }, as('teacher')))).toBe(ErrorCode.announcementContentRequired);
      expect(await code(api.send(a.create, { worldId: otherWorldId, title: 'Hi', body: 'x' }, as('amy')))).toBe(ErrorCode.notParticipant);
      const posted = await api.call(a.create, { worldId, title: 'Welcome', body: '**Read** the case <script>alert(1)</script>' }, as('teacher'));
      first = posted.id;
      expect(posted).toMatchObject({ title: 'Welcome', pinned: false, read: true, author: { displayName: 'TEACHER', manager: true } });
      expect(posted.html).toContain('<strong>Read</strong>');
      expect(posted.html).not.toContain('<script');
    });

    it('are read by every member, pinned first, unread marked per person', async () => {
      const pinned = await api.call(a.create, { worldId, title: 'Rules', body: 'Deadlines are firm.', pinned: true }, as('teacher'));
      await api.call(a.create, { worldId, title: 'Later', body: 'More.' }, as('teacher'));
      const page = await api.call(a.list, { worldId }, as('amy'));
      expect(page.items.map((i) => i.title)).toEqual(['Rules', 'Later', 'Welcome']);
      expect(page).toMatchObject({ total: 3, unread: 3, canManage: false });
      expect(await api.call(a.markRead, { worldId, announcementIds: [pinned.id, first] }, as('amy'))).toEqual({ unread: 1 });
      expect((await api.call(a.list, { worldId }, as('ben'))).unread).toBe(3);
      expect((await api.call(a.list, { worldId, page: 2, pageSize: 2 }, as('amy'))).items.map((i) => [i.title, i.read])).toEqual([['Welcome', true]]);
      expect(await code(api.send(a.list, { worldId }, as('eve')))).toBe(ErrorCode.notParticipant);
    });

    it('are edited, pinned up to the limit and deleted by managers, in their own world only', async () => {
      const edited = await api.call(a.update, { worldId, announcementId: first, body: 'Edited', pinned: true }, as('teacher'));
      expect(edited).toMatchObject({ body: 'Edited', pinned: true });
      expect(edited.editedAt).not.toBeNull();
      for (let i = 2; i < ANNOUNCEMENT_PIN_LIMIT; i += 1) await api.call(a.create, { worldId, title: `Pin ${i}`, body: 'x', pinned: true }, as('teacher'));
      expect(await api.send(a.create, { worldId, title: 'One too many', body: 'x', pinned: true }, as('teacher'))).toEqual({
        code: ErrorCode.announcementPinLimit,
        data: { params: { count: ANNOUNCEMENT_PIN_LIMIT } },
      });
      expect(await code(api.send(a.update, { worldId, announcementId: first, title: 'Mine' }, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect(await code(api.send(a.update, { worldId: otherWorldId, announcementId: first, title: 'x' }, as('other')))).toBe(ErrorCode.announcementNotFound);
      expect(await code(api.send(a.remove, { worldId: otherWorldId, announcementId: first }, as('other')))).toBe(ErrorCode.announcementNotFound);
      expect(await api.call(a.remove, { worldId, announcementId: first }, as('teacher'))).toEqual({ worldId });
      expect(await code(api.send(a.remove, { worldId, announcementId: first }, as('teacher')))).toBe(ErrorCode.announcementNotFound);
    });
  });

  describe('discussions', () => {
    let threadId: string;

    it('are refused while the world has them off, for managers too (600005)', async () => {
      expect(await code(api.send(d.listThreads, { worldId }, as('teacher')))).toBe(ErrorCode.discussionsDisabled);
      expect(await code(api.send(d.createThread, { worldId, title: 'Q', body: 'x' }, as('amy')))).toBe(ErrorCode.discussionsDisabled);
      await api.call(w.updateSettings, { worldId, enabledDiscussions: true }, as('teacher'));
    });

    it('take threads and replies from every member; authors change their own, managers any', async () => {
      const thread = await api.call(d.createThread, { worldId, title: 'Pricing?', body: 'How do we price?' }, as('amy'));
      threadId = thread.id;
      expect(thread).toMatchObject({ canEdit: true, author: { displayName: 'AMY', manager: false } });
      const reply = await api.call(d.createReply, { worldId, threadId, body: 'Look at the segments.' }, as('ben'));
      expect(await code(api.send(d.updateThread, { worldId, threadId, title: 'Hijacked' }, as('ben')))).toBe(ErrorCode.postNotYours);
      expect(await code(api.send(d.updateReply, { worldId, threadId, replyId: reply.id, body: 'No' }, as('amy')))).toBe(ErrorCode.postNotYours);
      expect(await code(api.send(d.removeReply, { worldId, threadId, replyId: reply.id }, as('amy')))).toBe(ErrorCode.postNotYours);
      expect((await api.call(d.updateReply, { worldId, threadId, replyId: reply.id, body: 'Look at **segments**.' }, as('ben'))).html).toContain('<strong>');
      expect((await api.call(d.updateThread, { worldId, threadId, title: 'Pricing' }, as('teacher'))).title).toBe('Pricing');
      const read = await api.call(d.getThread, { worldId, threadId }, as('amy'));
      expect(read.thread).toMatchObject({ title: 'Pricing', replies: 1, canEdit: true });
      expect(read.replies.items.map((i) => [i.author.displayName, i.canEdit])).toEqual([['BEN', false]]);
      expect(read.canPin).toBe(false);
      await api.call(d.removeReply, { worldId, threadId, replyId: reply.id }, as('teacher'));
      expect((await api.call(d.getThread, { worldId, threadId }, as('amy'))).thread.replies).toBe(0);
      expect(await code(api.send(d.removeReply, { worldId, threadId, replyId: reply.id }, as('teacher')))).toBe(ErrorCode.replyNotFound);
    });

    it('are pinned by managers only, pinned threads first', async () => {
      const later = await api.call(d.createThread, { worldId, title: 'Later', body: 'x' }, as('ben'));
      expect((await api.call(d.listThreads, { worldId }, as('amy'))).items.map((t) => t.title)).toEqual(['Later', 'Pricing']);
      expect(await code(api.send(d.pinThread, { worldId, threadId, pinned: true }, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect((await api.call(d.pinThread, { worldId, threadId, pinned: true }, as('teacher'))).pinned).toBe(true);
      expect((await api.call(d.listThreads, { worldId }, as('amy'))).items.map((t) => t.title)).toEqual(['Pricing', 'Later']);
      expect(await code(api.send(d.removeThread, { worldId, threadId: later.id }, as('amy')))).toBe(ErrorCode.postNotYours);
      await api.call(d.removeThread, { worldId, threadId: later.id }, as('ben'));
    });

    it("never show or touch another world's threads", async () => {
      await api.call(w.updateSettings, { worldId: otherWorldId, enabledDiscussions: true }, as('other'));
      expect(await code(api.send(d.listThreads, { worldId }, as('eve')))).toBe(ErrorCode.notParticipant);
      expect(await code(api.send(d.getThread, { worldId: otherWorldId, threadId }, as('eve')))).toBe(ErrorCode.threadNotFound);
      expect(await code(api.send(d.createReply, { worldId: otherWorldId, threadId, body: 'x' }, as('eve')))).toBe(ErrorCode.threadNotFound);
      expect(await code(api.send(d.removeThread, { worldId: otherWorldId, threadId }, as('other')))).toBe(ErrorCode.threadNotFound);
      expect((await api.call(d.listThreads, { worldId: otherWorldId }, as('eve'))).items).toEqual([]);
    });
  });

  describe('references', () => {
    it('take links from managers, http and https only', async () => {
      expect(await code(api.send(r.addLink, { worldId, title: 'Case', url: 'https://example.org/case' }, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect(await code(api.send(r.addLink, { worldId, title: 'Case', url: 'javascript:alert(1)' }, as('teacher')))).toBe(ErrorCode.verificationFailed);
      const link = await api.call(r.addLink, { worldId, title: 'Case', url: 'https://example.org/case' }, as('teacher'));
      expect(link).toMatchObject({ kind: 'link', url: 'https://example.org/case', fileName: null });
      expect(await code(api.send(r.fileOf, { worldId, referenceId: link.id }, as('amy')))).toBe(ErrorCode.fileNotFound);
    });

    it('take files of allowed types and sizes from managers, recorded as stored', async () => {
      const upload = { worldId, fileName: 'case.pdf', contentType: 'application/pdf', size: 12 };
      expect(await code(api.send(r.beginUpload, upload, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect(await code(api.send(r.beginUpload, { ...upload, fileName: 'tool.exe' }, as('teacher')))).toBe(ErrorCode.fileTypeNotAllowed);
      expect(await api.send(r.beginUpload, { ...upload, size: 60 * 1024 * 1024 }, as('teacher'))).toEqual({
        code: ErrorCode.fileTooLarge,
        data: { params: { size: 50 } },
      });
      const { key, maxBytes } = await api.call(r.beginUpload, upload, as('teacher'));
      expect(maxBytes).toBe(50 * 1024 * 1024);
      expect(await code(api.send(r.attachFile, { ...upload, key }, as('teacher')))).toBe(ErrorCode.fileNotFound);
      const other = await api.call(r.beginUpload, { ...upload, worldId: otherWorldId }, as('other'));
      expect(await code(api.send(r.attachFile, { ...upload, key: other.key }, as('teacher')))).toBe(ErrorCode.verificationFailed);
      await files().put(key, Readable.from([Buffer.from('%PDF-1.7 ...')]), { contentType: 'application/pdf', maxBytes });
      const attached = await api.call(r.attachFile, { ...upload, key, description: 'Read first' }, as('teacher'));
      expect(attached).toMatchObject({ kind: 'file', title: 'case', fileName: 'case.pdf', size: 12, description: 'Read first' });
      expect(await api.call(r.fileOf, { worldId, referenceId: attached.id }, as('amy'))).toEqual({
        key,
        fileName: 'case.pdf',
        contentType: 'application/pdf',
        size: 12,
      });
      expect(await code(api.send(r.fileOf, { worldId, referenceId: attached.id }, as('eve')))).toBe(ErrorCode.notParticipant);
      expect(await code(api.send(r.fileOf, { worldId: otherWorldId, referenceId: attached.id }, as('eve')))).toBe(ErrorCode.referenceNotFound);
      const list = await api.call(r.list, { worldId }, as('ben'));
      expect(list).toMatchObject({ canManage: false });
      expect(list.items.map((i) => i.kind)).toEqual(['file', 'link']);
    });

    it('are renamed and removed by managers; a removed file leaves the store', async () => {
      const { items } = await api.call(r.list, { worldId }, as('teacher'));
      const file = items.find((i) => i.kind === 'file');
      const { key } = await api.call(r.fileOf, { worldId, referenceId: file?.id ?? '' }, as('teacher'));
      expect(await code(api.send(r.update, { worldId, referenceId: file?.id ?? '', url: 'https://example.org' }, as('teacher')))).toBe(
        ErrorCode.verificationFailed,
      );
      expect((await api.call(r.update, { worldId, referenceId: file?.id ?? '', title: 'The case' }, as('teacher'))).title).toBe('The case');
      expect(await code(api.send(r.remove, { worldId, referenceId: file?.id ?? '' }, as('amy')))).toBe(ErrorCode.worldManageNotAuthorized);
      expect(await code(api.send(r.remove, { worldId: otherWorldId, referenceId: file?.id ?? '' }, as('other')))).toBe(ErrorCode.referenceNotFound);
      await api.call(r.remove, { worldId, referenceId: file?.id ?? '' }, as('teacher'));
      expect(await files().stat(key)).toBeNull();
      expect(await code(api.send(r.fileOf, { worldId, referenceId: file?.id ?? '' }, as('amy')))).toBe(ErrorCode.referenceNotFound);
    });
  });

  it("lets only a world's members watch its course events", async () => {
    expect(await api.call(courseWatchMessage, { worldId }, as('amy'))).toEqual({ worldId, manager: false });
    expect(await code(api.send(courseWatchMessage, { worldId }, as('eve')))).toBe(ErrorCode.notParticipant);
  });
});
