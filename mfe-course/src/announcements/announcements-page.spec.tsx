/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { Announcement, AnnouncementPage } from '@simbiz/contracts';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LatestAnnouncements } from '../world-home/latest-announcements';
import { AnnouncementsPage } from './announcements-page';
import { type Answer, MANAGER, ok, openCoursePage, PARTICIPANT, PROF, type ReceivedCall, stubWideScreen, WORLD } from './test-support/course-gateway';

const announcement = (id: string, over: Partial<Announcement> = {}): Announcement => ({
  id,
  title: `Title ${id}`,
  body: `Body ${id}`,
  html: `<p>Body ${id}</p>`,
  pinned: false,
  author: PROF,
  createdAt: '2026-03-02T09:00:00.000Z',
  editedAt: null,
  read: true,
  ...over,
});

const ITEMS = [
  announcement('a1', { title: 'Round 2 opens Monday', read: false }),
  announcement('a2', {
    title: 'Syllabus',
    pinned: true,
    editedAt: '2026-03-03T10:00:00.000Z',
    html: '<h1>Week 1</h1><p>Read <a href="https://example.edu/case">the case</a> and <a href="#notes">the notes</a>.</p><pre><code>x = 1</code></pre>',
  }),
];

function listAnswer(over: Partial<AnnouncementPage> = {}) {
  return (call: ReceivedCall): Answer => {
    if (call.method === 'GET') return ok({ items: ITEMS, total: 2, page: 1, pageSize: 10, unread: 1, canManage: false, ...over });
    if (call.path.endsWith('/read')) return ok({ unread: 0 });
    return ok(announcement('new'));
  };
}

const open = (details = PARTICIPANT, over: Partial<AnnouncementPage> = {}) =>
  openCoursePage(`/worlds/${WORLD}/announcements`, { '/worlds/:worldId/announcements': <AnnouncementsPage /> }, details, listAnswer(over));

beforeAll(stubWideScreen);

describe('the announcements page', () => {
  it('shows pinned ones first, with their author, the instructor badge and the edited and unread markers', async () => {
    open();
    const items = await screen.findAllByTestId('announcement');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Syllabus', 'Round 2 opens Monday']);
    // The message's own `#` heading ranks below the announcement's title.
    expect(
      within(items[0] as HTMLElement)
        .getByRole('heading', { name: 'Week 1' })
        .getAttribute('aria-level'),
    ).toBe('3');
    expect(within(items[0] as HTMLElement).getByText('Pinned')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('edited')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Instructor' })).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByTestId('unread')).toBeNull();
    expect(within(items[1] as HTMLElement).getByTestId('unread').textContent).toBe('Unread');
  });

  it('marks the unread announcements it shows as read, once', async () => {
    const gateway = open();
    await screen.findAllByTestId('announcement');
    await waitFor(() => expect(gateway.calls.filter((call) => call.path.endsWith('/announcements/read'))).toHaveLength(1));
    expect(gateway.calls.find((call) => call.path.endsWith('/read'))).toMatchObject({ method: 'POST', body: { announcementIds: ['a1'] } });
  });

  it('shows the server’s HTML, its outside links opening in a new tab without access to the page', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'the case' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(screen.getByRole('link', { name: 'the notes' }).getAttribute('target')).toBeNull();
  });

  it('gives a participant no writing, editing, pinning or deleting', async () => {
    open();
    await screen.findAllByTestId('announcement');
    expect(screen.queryByRole('button', { name: 'New announcement' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Pin|Unpin|Delete) / })).toBeNull();
  });

  it('lets a manager post, with the Markdown hint, and edit, pin and delete each one', async () => {
    const gateway = open(MANAGER, { canManage: true });
    await screen.findAllByTestId('announcement');
    expect(screen.getByRole('button', { name: 'Unpin “Syllabus”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pin “Round 2 opens Monday”' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Delete “/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guest speaker' } });
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^Markdown works here/);
    fireEvent.change(message, { target: { value: '**Thursday** at 10' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Pin it to the top \(up to 5/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(gateway.calls.some((call) => call.method === 'POST' && call.path === `/worlds/${WORLD}/announcements`)).toBe(true));
    expect(gateway.calls.find((call) => call.path === `/worlds/${WORLD}/announcements` && call.method === 'POST')?.body).toEqual({
      title: 'Guest speaker',
      body: '**Thursday** at 10',
      pinned: true,
    });
  });

  it('does not post an announcement without its message', async () => {
    const gateway = open(MANAGER, { canManage: true });
    fireEvent.click(await screen.findByRole('button', { name: 'New announcement' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Guest speaker' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBe('true'));
    expect(gateway.calls.some((call) => call.method === 'POST' && call.path === `/worlds/${WORLD}/announcements`)).toBe(false);
  });

  it('sends only what an edit changed', async () => {
    const gateway = open(MANAGER, { canManage: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Round 2 opens Monday”' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Round 2 opens Tuesday' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(gateway.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(gateway.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      path: `/worlds/${WORLD}/announcements/a1`,
      body: { title: 'Round 2 opens Tuesday' },
    });
  });

  it('reads the list again when an announcement changes elsewhere', async () => {
    const gateway = open();
    await screen.findAllByTestId('announcement');
    await waitFor(() => expect(gateway.openStreams()).toBe(1));
    const reads = () => gateway.calls.filter((call) => call.method === 'GET' && call.path.endsWith('/announcements')).length;
    expect(reads()).toBe(1);
    gateway.emit({ worldId: WORLD, topic: 'announcements', id: 'a3' });
    await waitFor(() => expect(reads()).toBe(2));
    gateway.emit({ worldId: WORLD, topic: 'references', id: 'f1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads()).toBe(2);
  });

  it('has no accessibility violations axe can see in jsdom, for a manager', async () => {
    open(MANAGER, { canManage: true });
    await screen.findAllByTestId('announcement');
    fireEvent.click(screen.getByRole('button', { name: 'New announcement' }));
    // jsdom lays nothing out and draws nothing: contrast is the themes' (checked in the browser suite), no canvas for axe's icon check.
    HTMLCanvasElement.prototype.getContext = () => null;
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('the world home’s latest announcements', () => {
  it('show the latest three, pinned first, with the unread count and the way to all of them, marking nothing read', async () => {
    const gateway = openCoursePage(`/worlds/${WORLD}`, { '/worlds/:worldId': <LatestAnnouncements worldId={WORLD} /> }, PARTICIPANT, listAnswer({ unread: 2 }));
    const card = await screen.findByTestId('latest-announcements');
    expect(within(card).getByTestId('unread-count').textContent).toBe('2 unread');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Syllabus', 'Round 2 opens Monday']);
    expect(within(card).getByRole('link', { name: 'All announcements' }).getAttribute('href')).toBe(`/worlds/${WORLD}/announcements`);
    expect(gateway.calls[0]?.query.get('pageSize')).toBe('3');
    expect(gateway.calls.some((call) => call.path.endsWith('/read'))).toBe(false);
  });

  it('say when nothing has been announced, with no unread count', async () => {
    openCoursePage(
      `/worlds/${WORLD}`,
      { '/worlds/:worldId': <LatestAnnouncements worldId={WORLD} /> },
      PARTICIPANT,
      listAnswer({ items: [], total: 0, unread: 0 }),
    );
    expect(await screen.findByText('No announcements yet.')).toBeTruthy();
    expect(screen.queryByTestId('unread-count')).toBeNull();
  });
});
