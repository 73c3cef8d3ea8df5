/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { Reply, ThreadPage as ThreadList, ThreadSummary, ThreadWithReplies } from '@simbiz/contracts';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ANN,
  type Answer,
  MANAGER,
  ok,
  openCoursePage,
  PARTICIPANT,
  PROF,
  type ReceivedCall,
  stubWideScreen,
  WORLD,
} from '../announcements/test-support/course-gateway';
import { DiscussionsPage } from './discussions-page';
import { ThreadPage } from './thread-page';

const THREAD = '3c2b7a1e-1b7e-4a0e-9d53-0c6f1f9a7e21';
const BEN = { userId: 'u-ben', displayName: 'Ben Chai', manager: false };

const summary = (id: string, over: Partial<ThreadSummary> = {}): ThreadSummary => ({
  id,
  title: `Thread ${id}`,
  author: ANN,
  pinned: false,
  replies: 0,
  createdAt: '2026-03-02T09:00:00.000Z',
  lastActivityAt: '2026-03-04T15:30:00.000Z',
  ...over,
});

const reply = (id: string, over: Partial<Reply> = {}): Reply => ({
  id,
  body: `Reply ${id}`,
  html: `<p>Reply ${id}</p>`,
  author: BEN,
  createdAt: '2026-03-03T09:00:00.000Z',
  editedAt: null,
  canEdit: false,
  canDelete: false,
  ...over,
});

function threadView(replies: Reply[], over: { canPin?: boolean; mine?: boolean } = {}): ThreadWithReplies {
  return {
    thread: {
      ...summary(THREAD, { title: 'Pricing in round 2', replies: replies.length }),
      body: 'How low can we go?',
      html: '<p>How low can we go?</p>',
      editedAt: null,
      canEdit: over.mine ?? false,
      canDelete: over.mine ?? false,
    },
    replies: { items: replies, total: replies.length, page: 1, pageSize: 20 },
    canPin: over.canPin ?? false,
  };
}

const openThread = (details = PARTICIPANT, answer: (call: ReceivedCall) => Answer) =>
  openCoursePage(`/worlds/${WORLD}/discussions/${THREAD}`, { '/worlds/:worldId/discussions/:threadId': <ThreadPage /> }, details, answer);

beforeAll(stubWideScreen);

describe('the discussions list', () => {
  const list: ThreadList = {
    items: [summary('t1', { replies: 1 }), summary('t2', { title: 'Read me first', author: PROF, pinned: true, replies: 3 })],
    total: 2,
    page: 1,
    pageSize: 20,
    canPin: false,
  };

  it('shows pinned threads first, each with its replies, last activity and author (the instructor badged)', async () => {
    openCoursePage(`/worlds/${WORLD}/discussions`, { '/worlds/:worldId/discussions': <DiscussionsPage /> }, PARTICIPANT, () => ok(list));
    const threads = await screen.findAllByTestId('thread');
    expect(threads.map((thread) => within(thread).getByRole('heading').textContent)).toEqual(['Read me first', 'Thread t1']);
    expect(threads.map((thread) => within(thread).getByTestId('replies').textContent)).toEqual(['3 replies', '1 reply']);
    expect(within(threads[0] as HTMLElement).getByRole('img', { name: 'Instructor' })).toBeTruthy();
    expect(within(threads[1] as HTMLElement).queryByRole('img')).toBeNull();
    expect(within(threads[0] as HTMLElement).getByText(/^Last activity/)).toBeTruthy();
    expect(
      within(threads[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/worlds/${WORLD}/discussions/t2`);
  });

  it('starts a thread and opens it', async () => {
    const gateway = openCoursePage(`/worlds/${WORLD}/discussions`, { '/worlds/:worldId/discussions': <DiscussionsPage /> }, PARTICIPANT, (call) =>
      call.method === 'GET' ? ok(list) : ok({ ...threadView([]).thread, id: 'new-thread' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'New thread' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Team roles' } });
    fireEvent.change(screen.getByLabelText('What would you like to discuss?'), { target: { value: 'Who does *what*?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start the thread' }));
    expect((await screen.findByTestId('where')).textContent).toBe(`/worlds/${WORLD}/discussions/new-thread`);
    expect(gateway.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/worlds/${WORLD}/threads`,
      body: { title: 'Team roles', body: 'Who does *what*?' },
    });
  });
});

describe('with discussions off', () => {
  it('reads nothing and follows no events (the shell shows Access denied; a read would be refused over it)', async () => {
    const off = { ...PARTICIPANT, enabledDiscussions: false };
    const list = openCoursePage(`/worlds/${WORLD}/discussions`, { '/worlds/:worldId/discussions': <DiscussionsPage /> }, off, () => ok({}));
    const thread = openThread(off, () => ok({}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([list.calls, thread.calls, list.openStreams(), thread.openStreams()]).toEqual([[], [], 0, 0]);
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
  });
});

describe('a thread', () => {
  it('gives a participant the buttons of their own replies only, and no pinning', async () => {
    openThread(PARTICIPANT, () => ok(threadView([reply('r1'), reply('r2', { author: ANN, canEdit: true, canDelete: true })])));
    const replies = await screen.findAllByTestId('reply');
    expect(within(replies[0] as HTMLElement).queryAllByRole('button')).toHaveLength(0);
    expect(
      within(replies[1] as HTMLElement)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(screen.getByTestId('thread-post')).queryAllByRole('button')).toHaveLength(0);
  });

  it('lets a manager pin and moderate, as the server allows', async () => {
    openThread(MANAGER, () => ok(threadView([reply('r1', { canEdit: true, canDelete: true })], { canPin: true, mine: true })));
    const post = await screen.findByTestId('thread-post');
    expect(
      within(post)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Pin', 'Delete']);
    expect(
      within(screen.getByTestId('reply'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it('shows a classmate’s reply as it arrives, and ignores other threads’ news', async () => {
    let replies = [reply('r1')];
    const gateway = openThread(PARTICIPANT, () => ok(threadView(replies)));
    await screen.findAllByTestId('reply');
    await waitFor(() => expect(gateway.openStreams()).toBe(1));
    expect(gateway.calls[1]?.headers['x-csrf']).toBe('1');
    const reads = () => gateway.calls.filter((call) => call.method === 'GET' && call.path.endsWith(THREAD)).length;
    gateway.emit({ worldId: WORLD, topic: 'discussions', id: 'r9', threadId: 'another-thread' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(1);
    replies = [reply('r1'), reply('r2', { author: PROF, body: 'Mind the margin', html: '<p>Mind the margin</p>' })];
    gateway.emit({ worldId: WORLD, topic: 'discussions', id: 'r2', threadId: THREAD });
    expect(await screen.findByText('Mind the margin')).toBeTruthy();
    expect(screen.getByTestId('reply-count').textContent).toBe('2');
  });

  it('posts a reply and reads the thread again', async () => {
    const gateway = openThread(PARTICIPANT, (call) => (call.method === 'GET' ? ok(threadView([])) : ok(reply('r1'))));
    expect(await screen.findByText('No replies yet. Be the first to answer.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'Agreed.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(gateway.calls.filter((call) => call.method === 'GET' && call.path.endsWith(THREAD))).toHaveLength(2));
    expect(gateway.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/worlds/${WORLD}/threads/${THREAD}/replies`,
      body: { body: 'Agreed.' },
    });
  });

  it('goes back to the list when the thread is gone', async () => {
    openThread(PARTICIPANT, () => ({ code: 600001, data: {} }));
    expect((await screen.findByTestId('where')).textContent).toBe(`/worlds/${WORLD}/discussions`);
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    openThread(MANAGER, () => ok(threadView([reply('r1', { canEdit: true, canDelete: true })], { canPin: true })));
    await screen.findAllByTestId('reply');
    HTMLCanvasElement.prototype.getContext = () => null;
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
