import { ErrorCode } from '@simbiz/contracts';
import { influencerBookingRefusal, livestreamChangeRefusal, livestreamProductsRefusal, merchantHoursRefusal } from './livestream-rules';

const products = new Map([
  ['tote', { storeId: 'store-a', online: true }],
  ['daypack', { storeId: 'store-a', online: true }],
  ['duffel', { storeId: 'store-a', online: false }],
  ['elsewhere', { storeId: 'store-b', online: true }],
]);
const merchant = { merchantLivestream: { costPerHour: 15_000, reachPerHour: 0.002, maxHoursPerRound: 80, utilityLift: 0.25 } };
const withInfluencers = { influencers: [{ id: 'mia' }, { id: 'trailjoe' }] };

describe('the products a livestream shows', () => {
  it('may be one or more online products of the livestream’s store', () => {
    expect(livestreamProductsRefusal(['tote'], products, 'store-a')).toBeNull();
    expect(livestreamProductsRefusal(['daypack', 'tote'], products, 'store-a')).toBeNull();
  });

  it('are refused when there are none (210057)', () => {
    expect(livestreamProductsRefusal([], products, 'store-a')).toEqual({ code: ErrorCode.livestreamProductsRequired });
  });

  it('are refused with one named twice, as a malformed request (9001)', () => {
    expect(livestreamProductsRefusal(['tote', 'daypack', 'tote'], products, 'store-a')).toEqual({ code: ErrorCode.verificationFailed });
  });

  it('are refused with a product of another store, or not the company’s, or none (210015)', () => {
    expect(livestreamProductsRefusal(['tote', 'elsewhere'], products, 'store-a')).toEqual({ code: ErrorCode.storeProductNotFound });
    expect(livestreamProductsRefusal(['nobody-knows'], products, 'store-a')).toEqual({ code: ErrorCode.storeProductNotFound });
  });

  it('are refused with a product taken offline (210023)', () => {
    expect(livestreamProductsRefusal(['tote', 'duffel'], products, 'store-a')).toEqual({ code: ErrorCode.storeProductNotOnline });
  });
});

describe('a merchant livestream’s hours', () => {
  const outOfRange = { code: ErrorCode.livestreamHoursOutOfRange, params: { min: 1, max: 80 } };

  it('may run from 1 hour to the platform’s hours a round, with the store’s other livestreams of the round', () => {
    expect(merchantHoursRefusal(merchant, 1, 0)).toBeNull();
    expect(merchantHoursRefusal(merchant, 80, 0)).toBeNull();
    expect(merchantHoursRefusal(merchant, 30, 50)).toBeNull();
  });

  it('are refused under 1 hour or in parts of one, saying the range (210053)', () => {
    expect(merchantHoursRefusal(merchant, 0, 0)).toEqual(outOfRange);
    expect(merchantHoursRefusal(merchant, 1.5, 0)).toEqual(outOfRange);
  });

  it('are refused when the store’s livestreams of the round would run more than the platform’s hours (210053)', () => {
    expect(merchantHoursRefusal(merchant, 81, 0)).toEqual(outOfRange);
    expect(merchantHoursRefusal(merchant, 31, 50)).toEqual(outOfRange);
    expect(merchantHoursRefusal(merchant, 1, 80)).toEqual(outOfRange);
  });

  it('are refused on a platform that allows none', () => {
    const none = { merchantLivestream: { ...merchant.merchantLivestream, maxHoursPerRound: 0 } };
    expect(merchantHoursRefusal(none, 1, 0)).toEqual({ code: ErrorCode.livestreamHoursOutOfRange, params: { min: 1, max: 0 } });
  });
});

describe('booking an influencer', () => {
  it('may book an influencer of the store’s platform nobody has booked this round', () => {
    expect(influencerBookingRefusal(withInfluencers, 'mia', false)).toBeNull();
  });

  it('is refused for an influencer the platform does not have (210051)', () => {
    expect(influencerBookingRefusal(withInfluencers, 'someone', false)).toEqual({ code: ErrorCode.livestreamNotFound });
    expect(influencerBookingRefusal({ influencers: [] }, 'mia', false)).toEqual({ code: ErrorCode.livestreamNotFound });
  });

  it('is refused once any company has booked the influencer this round (210055)', () => {
    expect(influencerBookingRefusal(withInfluencers, 'mia', true)).toEqual({ code: ErrorCode.influencerBooked });
  });
});

describe('changing or taking back a livestream', () => {
  it('may be done to the company’s own livestream of this round', () => {
    expect(livestreamChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(livestreamChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('is refused for another company’s livestream, one of the other kind, or none (210051)', () => {
    expect(livestreamChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.livestreamNotFound });
    expect(livestreamChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.livestreamNotFound });
  });

  it('is refused for a livestream of an earlier round: editing (130049), deleting (130047)', () => {
    expect(livestreamChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(livestreamChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
