/** @jest-environment jsdom */
import type { InfluencerLivestream } from '@simbiz/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { screenIsSmall } from '../../common/test-support/small-screen';
import { AREA, cardLines, cells, QUICK, showPlatformTab } from '../test-support/platform-tab-world';
import { InfluencerLiveStreamingTab } from './influencer-live-streaming-tab';

const booking = (livestreamId: string, influencerId: string, models: string[], round = 3): InfluencerLivestream => ({
  version: 1,
  livestreamId,
  storeId: 'store-shop',
  platformId: 'shopmall',
  influencerId,
  productIds: models.map((m) => `sp-${m}`),
  modelIds: models.map((m) => `m-${m}`),
  round,
});
/** Ava Lee is booked for Trail 1 this round; Ben Park was booked last round. */
const BOOKINGS = [booking('bk-now', 'ava', ['trail']), booking('bk-old', 'ben', ['city'], 2)];

function showTab({ area = AREA, store = undefined as typeof QUICK | undefined, bookings = BOOKINGS } = {}) {
  return showPlatformTab(InfluencerLiveStreamingTab, { area, store, replies: [[/\/influencer-livestreams$/, bookings]] });
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the influencer livestreams tab (stores/platform/influencer-live-streaming)', () => {
  it('lists the platform’s influencers with their fee, commission and followers in the market’s segments, and the booking rule', async () => {
    showTab();
    const table = await screen.findByTestId('influencers-table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Influencer', 'Fee', 'Commission', 'Followers', 'Followers by segment']);
    // Ava Lee's 999 followers among the locals live in another market: the livestream does not reach them.
    expect(cells(table)).toEqual([
      ['Ava Lee', '€2,000.00', '12%', '42,000', 'Students: 30,000Commuters: 12,000'],
      ['Ben Park', '€800.00', '8%', '5,000', 'Students: 5,000Commuters: 0'],
    ]);
    expect(screen.getByText(/Each influencer streams for one company a round: the first company to book them gets them/)).toBeTruthy();
    expect(screen.getByText(/an influencer takes their commission on the orders their livestream brings/)).toBeTruthy();
    expect(screen.getByTestId('help-livestreams')).toBeTruthy();
  });

  it('lists this round’s bookings of the store', async () => {
    showTab();
    expect(cells(await screen.findByTestId('bookings-table'))).toEqual([['Ava Lee', 'Trail 1', '€2,000.00', '12%', 'Edit Delete']]);
  });

  it('books an influencer not booked yet for products ticked, its cost shown first', async () => {
    const writes = showTab();
    const choice = (await screen.findByLabelText('Influencer')) as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual(['Ben Park']);
    expect(screen.getByTestId('booking-cost').textContent).toBe('Ben Park costs €800.00 this round, plus 8% of the value of the orders the livestream brings.');
    const book = screen.getByRole('button', { name: 'Book the influencer' }) as HTMLButtonElement;
    expect(book.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('City 2'));
    fireEvent.click(screen.getByLabelText('Trail 1'));
    fireEvent.click(book);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/influencer-livestreams$/),
      method: 'POST',
      body: { storeId: 'store-shop', influencerId: 'ben', productIds: ['sp-trail', 'sp-city'] },
    });
  });

  it('changes the products of this round’s booking and deletes it', async () => {
    const writes = showTab();
    const row = within(await screen.findByTestId('bookings-table')).getAllByRole('row')[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the products Ava Lee shows')).toBeTruthy();
    const choice = screen.getByLabelText('Influencer') as HTMLSelectElement;
    expect(choice.disabled).toBe(true);
    expect(choice.value).toBe('ava');
    fireEvent.click(screen.getByLabelText('City 2'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({
      url: expect.stringMatching(/\/influencer-livestreams\/bk-now$/),
      method: 'PATCH',
      body: { productIds: ['sp-trail', 'sp-city'] },
    });
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ url: expect.stringMatching(/\/influencer-livestreams\/bk-now$/), method: 'DELETE' });
  });

  it('says when every influencer is booked this round', async () => {
    showTab({ bookings: [booking('bk-ava', 'ava', ['trail']), booking('bk-ben', 'ben', ['city'])] });
    expect(await screen.findByText('You have booked every influencer of ShopMall this round.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Book the influencer' })).toBeNull();
  });

  it('hides the form and the actions from a manager reviewing the team, and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      showTab({ area: { ...AREA, blockedBecause, reviewing: blockedBecause === 'manager' ? 'Acme' : null } });
      expect(cells(await screen.findByTestId('bookings-table'))).toEqual([['Ava Lee', 'Trail 1', '€2,000.00', '12%']]);
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByLabelText('Influencer')).toBeNull();
      document.body.innerHTML = '';
    }
  });

  it('shows cards instead of tables on a phone', async () => {
    screenIsSmall(true);
    showTab();
    const influencers = await screen.findByTestId('influencers-table');
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(influencers).getAllByRole('listitem') as HTMLElement[];
    expect(cardLines(cards[0] as HTMLElement)).toEqual([
      'Ava Lee',
      'Fee',
      '€2,000.00',
      'Commission',
      '12%',
      'Followers',
      '42,000',
      'Followers by segment',
      'Students: 30,000Commuters: 12,000',
    ]);
    const bookings = within(screen.getByTestId('bookings-table')).getAllByRole('listitem') as HTMLElement[];
    expect(cardLines(bookings[0] as HTMLElement)).toEqual(['Ava Lee', 'Products shown', 'Trail 1', 'Fee', '€2,000.00', 'Commission', '12%']);
    expect(within(bookings[0] as HTMLElement).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('says a platform without influencers has none, and nothing else', async () => {
    showTab({ store: QUICK });
    expect(await screen.findByText('QuickBuy has no influencers.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
