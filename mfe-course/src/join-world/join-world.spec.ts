import { createWorldRequest } from '../create-world/create-world-form';
import { parseEmails } from '../participants/participants-page';
import { worldIdFrom } from './join-world-page';

const ID = '78875a73-a527-4bb9-bbfe-7793abed2c12';

describe('course forms', () => {
  it('takes the world id from a pasted join link, a world address or the id itself', () => {
    expect(worldIdFrom(`http://school.example/worlds/join?world=${ID}`)).toBe(ID);
    expect(worldIdFrom(`https://school.example/worlds/${ID}/team`)).toBe(ID);
    expect(worldIdFrom(` ${ID} `)).toBe(ID);
  });

  it('splits emails on lines, commas, semicolons and spaces, once each', () => {
    expect(parseEmails('a@x.org, B@x.org\nc@x.org;a@x.org')).toEqual(['a@x.org', 'b@x.org', 'c@x.org']);
  });

  it('turns the create form into the request: ISO start, numbers, optional passcode and rounds left out when empty', () => {
    const request = createWorldRequest({
      name: ' Spring ',
      confirmName: 'Spring',
      screenplayId: 'starter',
      startAt: '2027-03-01T09:00',
      passcode: '',
      rounds: '',
      roundLengthHours: '24',
      teamMemberLimit: '5',
      botCompanies: '4',
      enabledDiscussions: false,
    });
    expect(request).toEqual({
      name: 'Spring',
      confirmName: 'Spring',
      screenplayId: 'starter',
      startAt: new Date('2027-03-01T09:00').toISOString(),
      roundLengthHours: 24,
      teamMemberLimit: 5,
      botCompanies: 4,
      enabledDiscussions: false,
    });
  });
});
