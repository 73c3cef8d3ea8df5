import { ANNOUNCEMENT_PIN_LIMIT, announcementsMessages, referencesMessages } from '@simbiz/contracts';
import { DESCRIPTION_MAX, URL_MAX } from '../references/reference-form';
import { BODY_MAX, PIN_LIMIT } from './announcement-form';
import { TITLE_MAX } from './draft-form';

const WORLD = '78875a73-a527-4bb9-bbfe-7793abed2c12';

/** The limits the forms check before sending are the contracts' own: at the limit passes, one past it does not. */
describe('the course forms’ limits', () => {
  const create = (title: string, body: string) => announcementsMessages.create.request.safeParse({ worldId: WORLD, title, body }).success;
  const link = (url: string, description: string) => referencesMessages.addLink.request.safeParse({ worldId: WORLD, title: 't', url, description }).success;

  it('are the contracts’ title and body lengths', () => {
    expect([create('t'.repeat(TITLE_MAX), 'b'), create('t'.repeat(TITLE_MAX + 1), 'b')]).toEqual([true, false]);
    expect([create('t', 'b'.repeat(BODY_MAX)), create('t', 'b'.repeat(BODY_MAX + 1))]).toEqual([true, false]);
  });

  it('are the contracts’ address and description lengths', () => {
    const address = (length: number) => `https://example.org/${'a'.repeat(length - 20)}`;
    expect([link(address(URL_MAX), ''), link(address(URL_MAX + 1), '')]).toEqual([true, false]);
    expect([link(address(30), 'd'.repeat(DESCRIPTION_MAX)), link(address(30), 'd'.repeat(DESCRIPTION_MAX + 1))]).toEqual([true, false]);
  });

  it('are the contracts’ pin limit', () => {
    expect(PIN_LIMIT).toBe(ANNOUNCEMENT_PIN_LIMIT);
  });
});
