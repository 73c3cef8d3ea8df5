/** @jest-environment jsdom */
import type { MarketEnvironment, ShowcaseChoice, Store } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decidingArea } from '../../common/test-support/decision-area';
import type { AnswerRead, Call } from '../../common/test-support/fake-gateway';
import { showInShell } from '../../common/test-support/show-in-shell';
import { screenIsSmall } from '../../common/test-support/small-screen';
import type { Area } from '../../common/use-area';
import { ShowcaseDesignTab } from './showcase-design-tab';

/** A world in round 3 whose ShopMall (dollars) offers three showcase designs; the store took Clean in round 1. */
const RESOURCES = {
  config: { baseCurrency: 'USD', daysPerRound: 30, tradingType: 1, rounds: 6 },
  resources: {
    markets: [{ id: 'home', name: { en: 'Homeland' }, currency: { code: 'USD', minorDigits: 2 } }],
    platforms: [
      { id: 'shopmall', name: { en: 'ShopMall' }, marketId: 'home' },
      { id: 'bazaar', name: { en: 'Bazaar' }, marketId: 'home' },
    ],
    warehouses: [],
    attributes: [],
    promotionChannels: [],
  },
} as unknown as WorldResources;
const AREA: Area = decidingArea(RESOURCES);
const STORE: Store = { storeId: 'store-1', platformId: 'shopmall', openedRound: 1 };
const DESIGNS = [
  { id: 'sd-clean', name: { en: 'Clean' }, cost: 30_000, conversionLift: 0.05 },
  { id: 'sd-flagship', name: { en: 'Flagship' }, cost: 120_000, conversionLift: 0.12 },
  { id: 'sd-immersive', name: { en: 'Immersive' }, cost: 250_000, conversionLift: 0.2 },
];
const environment = (designs = DESIGNS) =>
  ({
    platforms: [
      { id: 'shopmall', marketId: 'home', trafficPackages: [], showcaseDesigns: designs },
      { id: 'bazaar', marketId: 'home', trafficPackages: [], showcaseDesigns: [{ id: 'sd-bazaar', name: { en: 'Stall' }, cost: 100, conversionLift: 0.01 }] },
    ],
  }) as unknown as MarketEnvironment;
const choice = (choiceId: string, showcaseDesignId: string, round: number, storeId = 'store-1'): ShowcaseChoice => ({
  version: 1,
  choiceId,
  storeId,
  platformId: storeId === 'store-1' ? 'shopmall' : 'bazaar',
  showcaseDesignId,
  round,
});
const EARLIER = [choice('c-old', 'sd-clean', 1), choice('c-bazaar', 'sd-bazaar', 3, 'store-2')];
const THIS_ROUND = [...EARLIER, choice('c-now', 'sd-flagship', 3)];

/** Renders the tab with the replies given; returns the writes it makes. */
function showTab({ area = AREA, choices = EARLIER, designs = DESIGNS } = {}): Call[] {
  const replies: [RegExp, unknown][] = [
    [/\/showcase-choices$/, choices],
    [/\/market-research\/environment$/, environment(designs)],
  ];
  const read: AnswerRead = (path, method) => {
    const reply = method === 'GET' ? replies.find(([pattern]) => pattern.test(path)) : undefined;
    return reply && { data: reply[1] };
  };
  return showInShell(<ShowcaseDesignTab area={area} stores={[STORE]} store={STORE} products={[]} models={[]} reloadProducts={() => undefined} />, read);
}

/** Each design's card: its heading, figures, badge and buttons, as read. */
function designCards(): { name: string; figures: string[]; buttons: string[] }[] {
  return within(screen.getByTestId('showcase-designs'))
    .getAllByRole('listitem')
    .map((card) => ({
      name: card.querySelector('h2')?.textContent ?? '',
      figures: Array.from(card.querySelectorAll('dt, dd, span'), (e) => e.textContent ?? ''),
      buttons: within(card)
        .queryAllByRole('button')
        .map((b) => b.textContent ?? ''),
    }));
}

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the showcase design of a store (stores/platform/showcase-design)', () => {
  it('explains cost and lift, names the design in use and shows each design’s cost and lift', async () => {
    showTab();
    expect(
      await screen.findByText(/Its conversion lift raises how often shoppers pick the store’s products\. Its cost is charged once, in the round/),
    ).toBeTruthy();
    expect(screen.getByTestId('showcase-in-use').textContent).toBe('In use now: Clean.');
    expect(designCards()).toEqual([
      { name: 'Clean', figures: ['Cost', '$300.00', 'Conversion lift', '+5%', 'In use'], buttons: [] },
      { name: 'Flagship', figures: ['Cost', '$1,200.00', 'Conversion lift', '+12%'], buttons: ['Choose for this round'] },
      { name: 'Immersive', figures: ['Cost', '$2,500.00', 'Conversion lift', '+20%'], buttons: ['Choose for this round'] },
    ]);
  });

  it('chooses a design for this round', async () => {
    const writes = showTab();
    await screen.findByTestId('showcase-designs');
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose for this round' })[0] as HTMLElement);
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      url: expect.stringMatching(/\/showcase-choices$/),
      method: 'POST',
      body: { storeId: 'store-1', showcaseDesignId: 'sd-flagship' },
    });
  });

  it('shows this round’s choice with its cost and what the store keeps without it, replaces it or takes it back', async () => {
    const writes = showTab({ choices: THIS_ROUND });
    await screen.findByTestId('showcase-designs');
    expect(screen.getByTestId('showcase-in-use').textContent).toBe(
      'In use now: Flagship. The change costs $1,200.00, charged this round. Take the choice back and the store keeps Clean.',
    );
    expect(designCards().map((c) => [c.name, c.figures.at(-1), c.buttons])).toEqual([
      ['Clean', '+5%', ['Choose for this round']],
      ['Flagship', 'Chosen for this round', ['Take back']],
      ['Immersive', '+20%', ['Choose for this round']],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Take back' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ url: expect.stringMatching(/\/showcase-choices\/c-now$/), method: 'DELETE' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose for this round' })[1] as HTMLElement);
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toEqual({
      url: expect.stringMatching(/\/showcase-choices$/),
      method: 'POST',
      body: { storeId: 'store-1', showcaseDesignId: 'sd-immersive' },
    });
  });

  it('names the platform’s plain design when the store never chose one, and says when the platform offers none', async () => {
    showTab({ choices: [] });
    await screen.findByTestId('showcase-designs');
    expect(screen.getByTestId('showcase-in-use').textContent).toBe('In use now: the platform’s plain design (no lift).');
    expect(designCards().every((c) => c.buttons.length === 1)).toBe(true);
    document.body.innerHTML = '';
    showTab({ choices: [], designs: [] });
    expect(await screen.findByText('This platform offers no showcase designs: the store keeps the plain one.')).toBeTruthy();
  });

  it('shows the designs read-only to a manager and when decisions are closed', async () => {
    for (const blockedBecause of ['manager', 'notRunning'] as const) {
      showTab({ area: { ...AREA, blockedBecause }, choices: THIS_ROUND });
      await screen.findByTestId('showcase-designs');
      expect(screen.getByTestId('showcase-in-use').textContent).toMatch(/^In use now: Flagship\./);
      expect(designCards().map((c) => c.buttons)).toEqual([[], [], []]);
      document.body.innerHTML = '';
    }
  });

  it('is a list of cards on a phone, not a table, each with its button', async () => {
    screenIsSmall(true);
    showTab();
    const list = await screen.findByTestId('showcase-designs');
    expect(screen.queryByRole('table')).toBeNull();
    expect(list.tagName).toBe('UL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: 'Choose for this round' }).map((b) => b.getAttribute('aria-describedby'))).toEqual([
      'showcase-sd-flagship',
      'showcase-sd-immersive',
    ]);
  });
});
