/** @jest-environment jsdom */
import type { Research } from '@simbiz/contracts';
import type { WorldResources } from '@simbiz/web-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { decidingArea, testModel } from '../common/test-support/decision-area';
import { showInShell } from '../common/test-support/show-in-shell';
import { screenIsSmall } from '../common/test-support/small-screen';
import { PrototypesCard } from './prototypes-card';
import { RdPlansCard } from './rd-plans-card';

const RESOURCES = {
  config: { baseCurrency: 'USD' },
  resources: {
    markets: [{ currency: { code: 'USD', minorDigits: 2 } }],
    attributes: [
      { id: 'capacity', name: { en: 'Capacity' } },
      { id: 'lightness', name: { en: 'Lightness' } },
      { id: 'wheels', name: { en: 'Wheels' } },
    ],
  },
} as unknown as WorldResources;
const AREA = decidingArea(RESOURCES);
const PLAN = { targetGrade: 5, investmentPerRound: 1_000_000, stoppedRound: null, invested: 0 };
const RESEARCH: Research = {
  setbackChance: 0.15,
  standings: [
    { attributeId: 'capacity', grade: 3, gradeMax: 6, progress: 500_000, stepCosts: [2_625_000, 3_000_000, 3_375_000] },
    { attributeId: 'lightness', grade: 2, gradeMax: 5, progress: 0, stepCosts: [1_875_000, 2_250_000, 2_625_000] },
    { attributeId: 'wheels', grade: 1, gradeMax: 4, progress: 0, stepCosts: [1_500_000, 1_875_000, 2_250_000] },
  ],
  plans: [
    { version: 1, ...PLAN, planId: 'p-wheels', attributeId: 'wheels', createdRound: 3, status: 'planned' },
    { version: 1, ...PLAN, planId: 'p-light', attributeId: 'lightness', createdRound: 1, status: 'inProgress', invested: 2_000_000 },
  ],
  prototypes: [
    { version: 1, prototypeId: 'rd-1', number: 1, attributeId: 'capacity', grade: 3, round: 1, modelId: 'm-old' },
    { version: 1, prototypeId: 'rd-2', number: 2, attributeId: 'lightness', grade: 2, round: 2, modelId: null },
  ],
};
const MODELS = [testModel('m-old', 'Trail 1', 1), testModel('m-new', 'Trail 2', 3)];

beforeEach(() => screenIsSmall(false));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the R&D plans (research-development)', () => {
  it('shows what a plan costs and takes before it is made, the progress taken off', () => {
    showInShell(<RdPlansCard area={AREA} research={RESEARCH} reload={() => undefined} />);
    // Lightness and wheels have plans still funding: only capacity is open to a new one.
    const attribute = screen.getByLabelText('Physical attribute') as HTMLSelectElement;
    expect([...attribute.options].map((o) => o.textContent)).toEqual(['Capacity']);
    const target = screen.getByLabelText('Target grade') as HTMLSelectElement;
    expect([...target.options].map((o) => o.textContent)).toEqual(['Grade 4', 'Grade 5', 'Grade 6']);
    fireEvent.change(target, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Investment per round'), { target: { value: '20000' } });
    const estimate = screen.getByTestId('rd-estimate').textContent;
    expect(estimate).toContain('Still to invest to reach Grade 5: $51,250.00.');
    expect(estimate).toContain('The $5,000.00 already invested towards the next grade is taken off.');
    expect(estimate).toContain('Rounds of funding at $20,000.00 a round: 3, if no grade step slips.');
    expect(estimate).toContain('Each grade step has a 15% chance of slipping a round.');
  });

  it('sends the plan in minor units', async () => {
    const calls = showInShell(<RdPlansCard area={AREA} research={RESEARCH} reload={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Investment per round'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Make the R&D plan' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(/\/research\/plans$/);
    expect(calls[0]?.body).toMatchObject({ attributeId: 'capacity', targetGrade: 4, investmentPerRound: 2_000_000 });
  });

  it('lets this round’s plan be changed or deleted and a plan in progress be stopped', async () => {
    const calls = showInShell(<RdPlansCard area={AREA} research={RESEARCH} reload={() => undefined} />);
    const [wheels, light] = within(screen.getByTestId('rd-plans-table')).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(wheels as HTMLElement).getByText('Starts this round')).toBeTruthy();
    expect(within(light as HTMLElement).queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(within(wheels as HTMLElement).getByRole('button', { name: 'Edit' }));
    expect(screen.getByText('Change the plan for Wheels')).toBeTruthy();
    expect((screen.getByLabelText('Investment per round') as HTMLInputElement).value).toBe('10000');
    fireEvent.click(within(light as HTMLElement).getByRole('button', { name: 'Stop' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(/\/research\/plans\/p-light\/stop$/);
  });

  it('hides the form from a team that cannot decide', () => {
    showInShell(<RdPlansCard area={{ ...AREA, blockedBecause: 'notRunning' }} research={RESEARCH} reload={() => undefined} />);
    expect(screen.queryByLabelText('Investment per round')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });
});

describe('the prototypes (research-development)', () => {
  it('shows each as RD-n and its bound model’s product as YCD-n, and binds only to this round’s models', async () => {
    const calls = showInShell(<PrototypesCard area={AREA} research={RESEARCH} models={MODELS} reload={() => undefined} />);
    const rows = within(screen.getByTestId('prototypes-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['RD-1', 'Capacity', 'Grade 3', '1', 'Trail 1', 'YCD-1'],
      ['RD-2', 'Lightness', 'Grade 2', '2', 'Not bound', '—'],
    ]);
    // Trail 1 is of an earlier round: its binding stays, and no other can be made to it.
    expect(screen.queryByRole('button', { name: 'Unbind' })).toBeNull();
    const modelChoice = screen.getByLabelText('Model') as HTMLSelectElement;
    expect([...modelChoice.options].map((o) => o.textContent)).toEqual(['Trail 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(/\/prototypes\/rd-2\/model$/);
    expect(calls[0]?.body).toMatchObject({ modelId: 'm-new' });
  });

  it('unbinds a prototype from a model of this round', async () => {
    const bound = { ...RESEARCH, prototypes: RESEARCH.prototypes.map((p) => ({ ...p, modelId: p.modelId ?? 'm-new' })) };
    const calls = showInShell(<PrototypesCard area={AREA} research={bound} models={MODELS} reload={() => undefined} />);
    // Every prototype is bound: nothing is left to bind.
    expect(screen.queryByRole('button', { name: 'Bind' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Unbind' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toMatch(/\/prototypes\/rd-2\/model$/);
  });

  it('explains where prototypes come from before there are any', () => {
    showInShell(<PrototypesCard area={AREA} research={{ ...RESEARCH, prototypes: [] }} models={MODELS} reload={() => undefined} />);
    expect(screen.getByText(/They come from R&D plans/)).toBeTruthy();
  });
});
