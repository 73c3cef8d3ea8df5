import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import { SHIPPED_SCREENPLAYS } from '@simbiz/engine';
import { adBidChangeRefusal, adBidRefusal, adBudgetRefusal, type BidTerms, bidTermsRefusal, clickInBase, newAdBidRefusal } from './ad-bid-rules';

const auction = {
  enabled: true,
  slots: 3,
  clickThroughRates: [0.06, 0.04, 0.025],
  impressionShare: 0.6,
  reservePrice: 20,
  costPerClickMin: 20,
  costPerClickMax: 500,
};
const platform = { adAuction: auction, marketId: 'siam' };
const closed = { adAuction: { ...auction, enabled: false }, marketId: 'siam' };
const online = { online: true };
const siamSegment = { marketId: 'siam' };
/** 120 satang a click is 3.36 US cents at 0.028: a budget of 4 cents buys one. */
const terms: BidTerms = { costPerClick: 120, dailyBudget: 4, clickInBase: 3.36, currency: 'THB' };

describe('an ad bid’s cost per click', () => {
  it('may be any cost within the platform’s range, both ends included', () => {
    expect(adBidRefusal(platform, 20, 'THB')).toBeNull();
    expect(adBidRefusal(platform, 120, 'THB')).toBeNull();
    expect(adBidRefusal(platform, 500, 'THB')).toBeNull();
  });

  it('is refused below the minimum or above the maximum, saying the range and its currency (210039)', () => {
    const outOfRange = { code: ErrorCode.costPerClickOutOfRange, params: { min: 20, max: 500, currency: 'THB' } };
    expect(adBidRefusal(platform, 19, 'THB')).toEqual(outOfRange);
    expect(adBidRefusal(platform, 501, 'THB')).toEqual(outOfRange);
    expect(adBidRefusal(platform, 0, 'THB')).toEqual(outOfRange);
    expect(adBidRefusal(platform, Number.NaN, 'THB')).toEqual(outOfRange);
  });

  it('is refused on a platform whose auction is not enabled, whatever the bid (130057)', () => {
    expect(adBidRefusal(closed, 120, 'THB')).toEqual({ code: ErrorCode.adAuctionNotEnabled });
    expect(adBidRefusal(closed, 1, 'THB')).toEqual({ code: ErrorCode.adAuctionNotEnabled });
  });

  it('is thrown as a DomainError with the range for the message', () => {
    expect(() => throwRefusal(adBidRefusal(platform, 10, 'THB'))).toThrow(DomainError);
    expect(() => throwRefusal(adBidRefusal(platform, 10, 'THB'))).toThrow(
      expect.objectContaining({ code: 210039, params: { min: 20, max: 500, currency: 'THB' } }),
    );
  });
});

describe('an ad bid’s daily budget', () => {
  it('buys one click at the bid at least, counted in the base currency', () => {
    expect(adBudgetRefusal(4, 3.36)).toBeNull();
    expect(adBudgetRefusal(40, 40)).toBeNull();
  });

  it('is refused when it does not cover one click (210041)', () => {
    expect(adBudgetRefusal(3, 3.36)).toEqual({ code: ErrorCode.adBudgetBelowBid });
    expect(adBudgetRefusal(0, 1)).toEqual({ code: ErrorCode.adBudgetBelowBid });
  });

  it('is held to a click converted as the engine charges it: the round’s rate of the platform’s market', () => {
    const global = SHIPPED_SCREENPLAYS.global;
    const siam = { marketId: 'siam' };
    expect(clickInBase(global, siam, 1_000, 1)).toBeCloseTo(28);
    expect(clickInBase(global, siam, 1_000, 2)).toBeCloseTo(28.2);
    // The last rate repeats after the screenplay's rounds.
    expect(clickInBase(global, siam, 1_000, 40)).toBeCloseTo(28.1);
    expect(clickInBase(global, { marketId: 'home' }, 1_000, 3)).toBe(1_000);
  });
});

describe('an ad bid’s terms, made or changed', () => {
  it('pass with an enabled auction, a cost in range and a budget of one click', () => {
    expect(bidTermsRefusal(platform, terms)).toBeNull();
  });

  it('are refused in the order a person mends them: auction (130057), range (210039), budget (210041)', () => {
    expect(bidTermsRefusal(closed, { ...terms, costPerClick: 1, dailyBudget: 0 })).toEqual({ code: ErrorCode.adAuctionNotEnabled });
    expect(bidTermsRefusal(platform, { ...terms, costPerClick: 1, dailyBudget: 0 })).toMatchObject({ code: ErrorCode.costPerClickOutOfRange });
    expect(bidTermsRefusal(platform, { ...terms, dailyBudget: 3 })).toEqual({ code: ErrorCode.adBudgetBelowBid });
  });
});

describe('a new ad bid', () => {
  it('may bid for an online product of the company’s own on a keyword of its platform’s market, once', () => {
    expect(newAdBidRefusal(online, platform, siamSegment, terms, false)).toBeNull();
  });

  it('is refused for a product that is not the company’s, or none (210015)', () => {
    expect(newAdBidRefusal(undefined, platform, siamSegment, terms, false)).toEqual({ code: ErrorCode.storeProductNotFound });
    expect(newAdBidRefusal(online, undefined, siamSegment, terms, false)).toEqual({ code: ErrorCode.storeProductNotFound });
  });

  it('is refused for a product taken offline (210023)', () => {
    expect(newAdBidRefusal({ online: false }, platform, siamSegment, terms, false)).toEqual({ code: ErrorCode.storeProductNotOnline });
  });

  it('is refused where the platform runs no auction (130057)', () => {
    expect(newAdBidRefusal(online, closed, siamSegment, terms, false)).toEqual({ code: ErrorCode.adAuctionNotEnabled });
  });

  it('is refused on a segment of another market, or none (210037)', () => {
    expect(newAdBidRefusal(online, platform, { marketId: 'sino' }, terms, false)).toEqual({ code: ErrorCode.adAuctionNotFound });
    expect(newAdBidRefusal(online, platform, undefined, terms, false)).toEqual({ code: ErrorCode.adAuctionNotFound });
  });

  it('is refused out of range (210039) or with a budget under one click (210041)', () => {
    expect(newAdBidRefusal(online, platform, siamSegment, { ...terms, costPerClick: 501 }, false)).toMatchObject({ code: ErrorCode.costPerClickOutOfRange });
    expect(newAdBidRefusal(online, platform, siamSegment, { ...terms, dailyBudget: 3 }, false)).toEqual({ code: ErrorCode.adBudgetBelowBid });
  });

  it('is refused a second time for the same product and keyword in a round (210043)', () => {
    expect(newAdBidRefusal(online, platform, siamSegment, terms, true)).toEqual({ code: ErrorCode.adAuctionProductBidding });
  });
});

describe('changing or taking back an ad bid', () => {
  it('may be done to the company’s own bid of this round', () => {
    expect(adBidChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(adBidChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('is refused for another company’s bid, or none (210037)', () => {
    expect(adBidChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.adAuctionNotFound });
    expect(adBidChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.adAuctionNotFound });
  });

  it('is refused for a bid of an earlier round: editing (130049), deleting (130047)', () => {
    expect(adBidChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(adBidChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
