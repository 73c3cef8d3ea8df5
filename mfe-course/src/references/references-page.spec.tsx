/** @jest-environment jsdom */
import '@simbiz/web-kit/src/test-support/router-in-jsdom';
import type { Reference, ReferenceList } from '@simbiz/contracts';
import { messageBoxes } from '@simbiz/ui';
import axe from 'axe-core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
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
import { ReferencesPage } from './references-page';

const FILE: Reference = {
  id: 'f1',
  kind: 'file',
  title: 'Case study',
  description: 'Read before round 2.\nPages 1–12.',
  url: null,
  fileName: 'case-study.pdf',
  contentType: 'application/pdf',
  size: 1.5 * 1024 * 1024,
  author: PROF,
  createdAt: '2026-03-02T09:00:00.000Z',
};
const LINK: Reference = {
  ...FILE,
  id: 'l1',
  kind: 'link',
  title: 'Market data',
  description: '',
  url: 'https://data.example.org/markets',
  fileName: null,
  contentType: null,
  size: null,
};

function gatewayAnswer(canManage: boolean, file: Answer = { file: '%PDF-1.7', contentType: 'application/pdf' }) {
  return (call: ReceivedCall): Answer => {
    if (call.path.endsWith('/file')) return file;
    if (call.method === 'GET') return ok({ items: [FILE, LINK], canManage } satisfies ReferenceList);
    return ok(LINK);
  };
}

const open = (details = PARTICIPANT, answer = gatewayAnswer(false)) =>
  openCoursePage(`/worlds/${WORLD}/references`, { '/worlds/:worldId/references': <ReferencesPage /> }, details, answer);

const choose = (file: File) => fireEvent.change(screen.getByLabelText('File'), { target: { files: [file] } });

beforeAll(stubWideScreen);

describe('the references page', () => {
  it('lists files with their type and size and links with their site, opening links in a new tab without access to the page', async () => {
    open();
    const [file, link] = await screen.findAllByTestId('reference');
    expect(within(file as HTMLElement).getByText('File · PDF · 1.5 MB')).toBeTruthy();
    expect(within(file as HTMLElement).getByText(/Read before round 2/).textContent).toBe('Read before round 2.\nPages 1–12.');
    expect(within(link as HTMLElement).getByText('Link · data.example.org')).toBeTruthy();
    const opens = within(link as HTMLElement).getByRole('link', { name: 'Open “Market data” in a new tab' });
    expect([opens.getAttribute('href'), opens.getAttribute('target'), opens.getAttribute('rel')]).toEqual([LINK.url, '_blank', 'noopener noreferrer']);
  });

  it('gives a participant downloads but no adding, editing or deleting', async () => {
    open();
    await screen.findAllByTestId('reference');
    expect(screen.getByRole('button', { name: 'Download “Case study”' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload a file' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a link' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) “/ })).toBeNull();
  });

  it('downloads a file with x-csrf and saves it under its name', async () => {
    const saved: { href: string; download: string }[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:case-study', revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const gateway = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Download “Case study”' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:case-study', download: 'case-study.pdf' }]));
    expect(gateway.calls.find((call) => call.path.endsWith('/file'))).toMatchObject({
      method: 'GET',
      path: `/worlds/${WORLD}/references/f1/file`,
      headers: { 'x-csrf': '1' },
    });
    click.mockRestore();
  });

  it('shows a download’s refusal as any other', async () => {
    open(PARTICIPANT, gatewayAnswer(false, { code: 9991, data: {} }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download “Case study”' }));
    await waitFor(() => expect(messageBoxes.list().map((box) => box.content)).toContain('The file does not exist.'));
    messageBoxes.list().forEach((box) => messageBoxes.close(box.id));
  });

  it('lets a manager add a link', async () => {
    const gateway = open(MANAGER, gatewayAnswer(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Add a link' }));
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Industry report' } });
    fireEvent.change(screen.getByLabelText('Address (https://…)'), { target: { value: 'https://example.org/report' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the link' }));
    await waitFor(() => expect(gateway.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(gateway.calls.find((call) => call.method === 'POST')).toMatchObject({
      path: `/worlds/${WORLD}/references/links`,
      body: { title: 'Industry report', url: 'https://example.org/report', description: '' },
    });
  });

  it('tells a manager at once about a file of the wrong type or too large, and uploads a right one', async () => {
    const gateway = open(MANAGER, gatewayAnswer(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload a file' }));
    const upload = screen.getByRole('button', { name: 'Upload' }) as HTMLButtonElement;
    choose(new File(['MZ'], 'setup.exe'));
    expect(screen.getByTestId('file-problem').textContent).toMatch(/^Files of this type cannot be added here\. Choose one of: jpg, jpeg, png/);
    expect(upload.disabled).toBe(true);
    const huge = new File(['x'], 'photo.png', { type: 'image/png' });
    Object.defineProperty(huge, 'size', { value: 12 * 1024 * 1024 });
    choose(huge);
    expect(screen.getByTestId('file-problem').textContent).toBe('This file is 12 MB; files of this type can be at most 10 MB.');
    choose(new File(['slides'], 'week-1.pptx', { type: 'application/vnd.ms-powerpoint' }));
    expect(screen.queryByTestId('file-problem')).toBeNull();
    fireEvent.change(screen.getByLabelText('Title (the file name when left empty)'), { target: { value: 'Week 1 slides' } });
    fireEvent.click(upload);
    await waitFor(() => expect(gateway.calls.some((call) => call.path.endsWith('/references/files'))).toBe(true));
    const sent = gateway.calls.find((call) => call.path.endsWith('/references/files'));
    expect(sent?.method).toBe('POST');
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ name: 'week-1.pptx', title: 'Week 1 slides' });
    expect(sent?.headers).toMatchObject({ 'x-csrf': '1', 'content-type': 'application/vnd.ms-powerpoint' });
    expect(sent?.body).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull());
  });

  it('gives a manager each reference’s edit and delete, and has no accessibility violations axe can see in jsdom', async () => {
    open(MANAGER, gatewayAnswer(true));
    await screen.findAllByTestId('reference');
    expect(screen.getByRole('button', { name: 'Edit “Market data”' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete “Case study”' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload a file' }));
    HTMLCanvasElement.prototype.getContext = () => null;
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
