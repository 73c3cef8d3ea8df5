/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import { type AdminScreenplay, SCREENPLAY_IMPORT_MAX_CHARS } from '@simbiz/contracts';
import { createI18n } from '@simbiz/i18n';
import { messageBoxes } from '@simbiz/ui';
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
import { ScreenplayImportPage } from './screenplay-import-page';

const IMPORTED: AdminScreenplay = {
  id: 'fair-trade',
  name: { en: 'Fair trade', 'zh-Hans': '公平贸易', th: 'การค้าที่เป็นธรรม' },
  description: { en: 'Coffee from three origins.', 'zh-Hans': '三个产地的咖啡。', th: 'กาแฟจากสามแหล่ง' },
  origin: 'imported',
  version: 2,
  rounds: 6,
  markets: 3,
  importedAt: '2026-03-02T09:00:00.000Z',
  importedBy: 'ada@simbiz.local',
  worlds: 0,
  worldNames: [],
};

/** What the server said about a broken file: nested paths, list positions, the engine's own checks, and one code the console does not know. */
const ISSUES = [
  {
    code: 'invalid_type',
    path: ['markets', '0', 'name', 'th'],
    message: 'Invalid input: expected string, received undefined',
    expected: 'string',
    missing: true,
  },
  { code: 'too_small', path: ['rounds'], message: 'Too small: expected number to be >=1', origin: 'number', minimum: 1, inclusive: true },
  { code: 'custom', path: ['segments', '1', 'platformShares'], message: 'platform shares add up to 0.7, not 1', problem: 'sharesNotOne', sum: 0.7 },
  { code: 'unrecognized_keys', path: ['scoring', 'weights', 'luck'], message: 'Unrecognized key: "luck"' },
  { code: 'somethingNew', path: [], message: 'The file is not a screenplay (no "id")' },
];
/** The codes above the console knows: none of their English messages may show in another language. */
const KNOWN = ISSUES.filter((issue) => issue.code !== 'somethingNew');
const SYNTAX = [{ code: 'syntax', path: [], message: 'Unexpected token } in JSON at position 31', format: 'json', line: 2, column: 13 }];

const YAML = 'id: fair-trade\nname:\n  en: Fair trade\n';

const open = (answer: (call: ReceivedCall) => Answer, options?: OpenOptions) =>
  openAdminPage('/admin/screenplays/import', <ScreenplayImportPage />, answer, options);
const fileInput = () => screen.getByLabelText('Screenplay file (.json, .yaml or .yml)');
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const importButton = () => screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
/** Chooses a file and waits until the browser has read it (the button waits for it). */
async function chooseReadable(file: File) {
  choose(file);
  await waitFor(() => expect(importButton().disabled).toBe(false));
}

beforeAll(() => stubScreen());
afterEach(closeOverlays);

describe('importing a screenplay', () => {
  it('says in one line what the file must be', () => {
    open(() => ok(IMPORTED));
    expect(
      screen.getByText(/follows the simulation engine’s screenplay schema, with every text in English, Simplified Chinese and Thai \(en, zh-Hans, th\)/),
    ).toBeTruthy();
    expect(fileInput().getAttribute('accept')).toBe('.json,.yaml,.yml');
    expect(importButton().disabled).toBe(true);
  });

  it('refuses a file of another type, an empty one and one too long before sending anything', async () => {
    const gw = open(() => ok(IMPORTED));
    choose(new File(['id: x'], 'screenplay.txt'));
    expect((await screen.findByTestId('file-problem')).textContent).toBe('Choose a file ending in .json, .yaml or .yml.');
    choose(new File(['  \n'], 'empty.yaml'));
    await waitFor(() => expect(screen.getByTestId('file-problem').textContent).toBe('This file is empty.'));
    choose(new File(['x'.repeat(SCREENPLAY_IMPORT_MAX_CHARS + 5)], 'huge.json'));
    await waitFor(() =>
      expect(screen.getByTestId('file-problem').textContent).toBe('This file has 256,005 characters; a screenplay file can have at most 256,000.'),
    );
    const giant = new File(['{}'], 'giant.json');
    Object.defineProperty(giant, 'size', { value: 40 * 1024 * 1024 });
    choose(giant);
    expect(screen.getByTestId('file-problem').textContent).toBe('This file is 40 MB, far more than the 256,000 characters a screenplay file can have.');
    expect(importButton().disabled).toBe(true);
    fireEvent.submit(importButton().closest('form') as HTMLFormElement);
    expect(gw.calls).toEqual([]);
  });

  it('sends the file’s name and text, then says so and leads on to a new simulation', async () => {
    const gw = open(() => ok(IMPORTED));
    await chooseReadable(new File([YAML], 'fair-trade.yaml'));
    expect(screen.queryByTestId('file-problem')).toBeNull();
    fireEvent.click(importButton());
    const summary = await screen.findByTestId('imported-summary');
    expect(gw.calls).toEqual([expect.objectContaining({ method: 'POST', path: '/admin/screenplays', body: { fileName: 'fair-trade.yaml', content: YAML } })]);
    expect(within(summary).getByRole('heading', { name: 'Imported: Fair trade' })).toBeTruthy();
    expect(within(summary).getByText(/Version 2 · 6 rounds · 3 markets/)).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Create a simulation from it' }).getAttribute('href')).toBe('/worlds/new?screenplay=fair-trade');
    expect(within(summary).getByRole('link', { name: 'See all screenplays' }).getAttribute('href')).toBe('/admin/screenplays/list');
    expect(await screen.findByText('The screenplay “Fair trade” has been imported.')).toBeTruthy();
    // The form is ready for another file.
    expect(importButton().disabled).toBe(true);
  });

  it('lists every problem of a refused file as “path — what is wrong”, keeps the file chosen and shows nothing else', async () => {
    const gw = open(() => refused(9001, { details: ISSUES }));
    await chooseReadable(new File(['{"markets":[{}]}'], 'broken.json'));
    fireEvent.click(importButton());
    const problems = await screen.findByTestId('import-problems');
    expect(within(problems).getByText('“broken.json” was not imported: 5 problems need fixing.')).toBeTruthy();
    expect(screen.getAllByTestId('import-problem').map((item) => item.textContent)).toEqual([
      'markets[0].name.th — This is required but missing from the file.',
      'rounds — This must be 1 or more.',
      'segments[1].platformShares — The platform shares add up to 0.7; they must add up to 1.',
      'scoring.weights.luck — There is no field “luck” here. Check its spelling, or remove it.',
      // A code this console does not know yet: the server's own words.
      '(the whole file) — The file is not a screenplay (no "id")',
    ]);
    expect(within(problems).getByRole('list', { name: 'Problems in the file' }).getAttribute('tabindex')).toBe('0');
    expect(messageBoxes.list()).toEqual([]);
    expect(screen.queryByTestId('imported-summary')).toBeNull();
    expect(screen.queryByText(/has been imported/)).toBeNull();
    // The same file can be sent again once fixed elsewhere: it is still chosen.
    expect(importButton().disabled).toBe(false);
    fireEvent.click(importButton());
    await waitFor(() => expect(gw.calls).toHaveLength(2));
  });

  it('lists a refusal whose details are a single text as a problem of the whole file', async () => {
    open(() => refused(9001, { details: 'YAML: bad indentation of a mapping entry (3:5)' }));
    await chooseReadable(new File(['id: [x'], 'broken.yml'));
    fireEvent.click(importButton());
    await screen.findByTestId('import-problems');
    expect(screen.getAllByTestId('import-problem').map((item) => item.textContent)).toEqual([
      '(the whole file) — YAML: bad indentation of a mapping entry (3:5)',
    ]);
    expect(screen.getByText('“broken.yml” was not imported: 1 problem needs fixing.')).toBeTruthy();
  });

  it('says where a syntax error is, with the parser’s own words as a technical detail', async () => {
    open(() => refused(9001, { details: SYNTAX }));
    await chooseReadable(new File(['{ "id": "x",\n  "rounds": }'], 'broken.json'));
    fireEvent.click(importButton());
    const [problem] = await screen.findAllByTestId('import-problem');
    expect(problem?.textContent).toBe(
      '(the whole file) — The file cannot be read as JSON: there is a mistake at line 2, column 13. Unexpected token } in JSON at position 31',
    );
    expect(within(problem as HTMLElement).getByText('Unexpected token } in JSON at position 31').tagName).toBe('CODE');
  });

  it.each([
    ['zh-Hans', /[\u4E00-\u9FFF]/],
    ['th', /[\u0E00-\u0E7F]/],
  ] as const)('lists the problems in %s, with none of the server’s English for the codes it knows', async (locale, script) => {
    const t = createI18n({ locale }).getFixedT(locale, 'admin');
    open(() => refused(9001, { details: [...KNOWN, ...SYNTAX] }), { locale });
    fireEvent.change(screen.getByLabelText(t('screenplays.import.file')), { target: { files: [new File(['{}'], 'broken.json')] } });
    const submit = () => screen.getByRole('button', { name: t('screenplays.import.submit') }) as HTMLButtonElement;
    await waitFor(() => expect(submit().disabled).toBe(false));
    fireEvent.click(submit());
    await screen.findByTestId('import-problems');
    const items = screen.getAllByTestId('import-problem');
    expect(items).toHaveLength(KNOWN.length + 1);
    for (const item of items) {
      // The sentence, without the path before it or the parser's detail after it (a <code> each).
      const sentence = [...item.childNodes].filter((node) => node.nodeName !== 'CODE').map((node) => node.textContent);
      expect(sentence.join('')).toMatch(script);
      for (const issue of [...KNOWN, ...SYNTAX]) expect(sentence.join('')).not.toContain(issue.message);
      for (const issue of KNOWN) expect(item.textContent).not.toContain(issue.message);
    }
    expect(within(items[KNOWN.length] as HTMLElement).getByText(SYNTAX[0]?.message ?? '').tagName).toBe('CODE');
  });

  it('shows another refusal as every refusal is shown, not as the file’s problems', async () => {
    open(() => refused(130011));
    await chooseReadable(new File([YAML], 'fair-trade.yaml'));
    fireEvent.click(importButton());
    await waitFor(() => expect(messageBoxes.list().map((box) => box.content)).toContain('The screenplay does not exist.'));
    expect(screen.queryByTestId('import-problems')).toBeNull();
  });

  it('clears the listed problems when another file is chosen', async () => {
    open(() => refused(9001, { details: ISSUES }));
    await chooseReadable(new File(['{}'], 'broken.json'));
    fireEvent.click(importButton());
    await screen.findByTestId('import-problems');
    choose(new File([YAML], 'fixed.yaml'));
    expect(screen.queryByTestId('import-problems')).toBeNull();
  });

  it('speaks Thai', async () => {
    open(() => refused(9001, { details: ISSUES }), { locale: 'th' });
    fireEvent.change(screen.getByLabelText('ไฟล์บทสถานการณ์ (.json, .yaml หรือ .yml)'), { target: { files: [new File(['{}'], 'broken.json')] } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'นำเข้า' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'นำเข้า' }));
    expect(await screen.findByText('ไม่ได้นำเข้า “broken.json” เพราะมีปัญหาที่ต้องแก้ 5 จุด')).toBeTruthy();
  });

  it.each(['light', 'dark'] as const)('has no accessibility violations axe can see in jsdom, problems listed (%s theme)', async (theme) => {
    open(() => refused(9001, { details: ISSUES }), { theme });
    await chooseReadable(new File(['{}'], 'broken.json'));
    fireEvent.click(importButton());
    await screen.findByTestId('import-problems');
    expect(await axeViolations()).toEqual([]);
  });

  it('has no accessibility violations axe can see in jsdom once imported', async () => {
    open(() => ok(IMPORTED), { theme: 'dark' });
    await chooseReadable(new File([YAML], 'fair-trade.yaml'));
    fireEvent.click(importButton());
    await screen.findByTestId('imported-summary');
    expect(await axeViolations()).toEqual([]);
  });
});
