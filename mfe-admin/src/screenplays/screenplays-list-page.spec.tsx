/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { AdminScreenplay } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type Answer,
  axeViolations,
  closeOverlays,
  ok,
  openAdminPage,
  type OpenOptions,
  type ReceivedCall,
  refused,
  stubScreen,
} from '../test-support/admin-gateway';
import { ScreenplaysListPage } from './screenplays-list-page';

const SHIPPED: AdminScreenplay = {
  id: 'starter',
  name: { en: 'Starter market', 'zh-Hans': '入门市场', th: 'ตลาดเริ่มต้น' },
  description: { en: 'Two markets, one product line.', 'zh-Hans': '两个市场，一条产品线。', th: 'สองตลาด หนึ่งสายผลิตภัณฑ์' },
  origin: 'shipped',
  version: 1,
  rounds: 8,
  markets: 2,
  importedAt: null,
  importedBy: null,
  worlds: 5,
  worldNames: ['Intro Class', 'Evening Cohort', 'MBA 2026'],
};
const USED: AdminScreenplay = {
  ...SHIPPED,
  id: 'fair-trade',
  name: { en: 'Fair trade', 'zh-Hans': '公平贸易', th: 'การค้าที่เป็นธรรม' },
  description: { en: 'Coffee from three origins.', 'zh-Hans': '三个产地的咖啡。', th: 'กาแฟจากสามแหล่ง' },
  origin: 'imported',
  version: 3,
  rounds: 1,
  markets: 1,
  importedAt: '2026-03-02T09:00:00.000Z',
  importedBy: 'ada@simbiz.local',
  worlds: 1,
  worldNames: ['Pilot'],
};
const UNUSED: AdminScreenplay = {
  ...USED,
  id: 'draft',
  name: { en: 'Draft case', 'zh-Hans': '草稿案例', th: 'กรณีร่าง' },
  version: 1,
  worlds: 0,
  worldNames: [],
};

/** A moment as the page writes it in English, in this machine's time zone. */
const at = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

function gateway(list: () => AdminScreenplay[]) {
  return (call: ReceivedCall): Answer => {
    if (call.method === 'GET' && call.path === '/admin/screenplays') return ok(list());
    if (call.method === 'DELETE' && call.path === '/admin/screenplays/draft') return ok({ screenplayId: 'draft' });
    return refused(130011);
  };
}

const open = (list = () => [SHIPPED, USED, UNUSED], options?: OpenOptions) =>
  openAdminPage('/admin/screenplays/list', <ScreenplaysListPage />, gateway(list), options);
const cardOf = async (name: string) => (await screen.findByRole('heading', { name })).closest('li') as HTMLElement;

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('the screenplays list', () => {
  it('shows a busy indicator, then every screenplay with what the console knows of it', async () => {
    open();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const shipped = await cardOf('Starter market');
    expect(within(shipped).getByText('Shipped')).toBeTruthy();
    expect(within(shipped).getByText('Version 1 · 8 rounds · 2 markets')).toBeTruthy();
    expect(within(shipped).getByText('Two markets, one product line.')).toBeTruthy();
    expect(within(shipped).getByTestId('screenplay-worlds').textContent).toBe('Used by 5 simulations: Intro Class, Evening Cohort, MBA 2026 and 2 more');
    const imported = await cardOf('Fair trade');
    expect(within(imported).getByText('Imported')).toBeTruthy();
    expect(within(imported).getByText('Version 3 · 1 round · 1 market')).toBeTruthy();
    expect(within(imported).getByText(`Imported ${at('2026-03-02T09:00:00.000Z')} by ada@simbiz.local`)).toBeTruthy();
    expect(within(imported).getByTestId('screenplay-worlds').textContent).toBe('Used by 1 simulation: Pilot');
    expect(within(await cardOf('Draft case')).getByTestId('screenplay-worlds').textContent).toBe('No simulation uses it yet.');
  });

  it('shows names and descriptions in the reader’s language', async () => {
    open(undefined, { locale: 'zh-Hans' });
    const card = await cardOf('入门市场');
    expect(within(card).getByText('两个市场，一条产品线。')).toBeTruthy();
    expect(within(card).getByText('第 1 版 · 8 轮 · 2 个市场')).toBeTruthy();
    expect(within(card).getByTestId('screenplay-worlds').textContent).toBe('5 个模拟正在使用：Intro Class、Evening Cohort、MBA 2026，另有 2 个');
  });

  it('leads to the import page', async () => {
    open();
    await cardOf('Draft case');
    expect(screen.getByRole('link', { name: 'Import a screenplay' }).getAttribute('href')).toBe('/admin/screenplays/import');
  });

  it('offers removal only for an imported screenplay no simulation uses, after a question, and reads the list again', async () => {
    let list = [SHIPPED, USED, UNUSED];
    const gw = open(() => list);
    await cardOf('Draft case');
    expect(screen.getAllByRole('button', { name: /^Remove “/ }).map((button) => button.getAttribute('aria-label'))).toEqual(['Remove “Draft case”']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Draft case”' }));
    expect(await screen.findByText(/^Remove the screenplay “Draft case”\?/)).toBeTruthy();
    expect(gw.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    list = [SHIPPED, USED];
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Draft case' })).toBeNull());
    expect(gw.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/admin/screenplays/draft']);
    expect(gw.callsTo('/admin/screenplays').filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(await screen.findByText('The screenplay has been removed.')).toBeTruthy();
  });

  it('says when there are none', async () => {
    open(() => []);
    expect((await screen.findByTestId('screenplays-empty')).textContent).toBe('There are no screenplays yet.');
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom (%s theme)', async (theme) => {
    open(undefined, { theme });
    await cardOf('Draft case');
    expect(await axeViolations()).toEqual([]);
  });
});
