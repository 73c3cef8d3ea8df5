import { newsFlashOf } from './news-flash';

const text = (en: string) => ({ en, 'zh-Hans': en, th: en });
const news = [
  { round: 1, title: text('Term starts'), body: text('Students buy.'), effects: [] },
  { round: 3, title: text('Tariffs'), body: text('Imports cost more.'), effects: [] },
  { round: 2, title: text('Rain'), body: text('Commuters want covers.'), effects: [] },
];

describe('the news flash', () => {
  it('shows the news of every round up to the one being decided, newest first', () => {
    expect(newsFlashOf({ news }, 2)).toEqual({
      currentRound: 2,
      items: [
        { round: 2, title: text('Rain'), body: text('Commuters want covers.') },
        { round: 1, title: text('Term starts'), body: text('Students buy.') },
      ],
    });
  });

  it('shows nothing before the world starts, and never a later round’s news', () => {
    expect(newsFlashOf({ news }, null)).toEqual({ currentRound: null, items: [] });
    expect(newsFlashOf({ news }, 3).items.map((n) => n.round)).toEqual([3, 2, 1]);
  });
});
