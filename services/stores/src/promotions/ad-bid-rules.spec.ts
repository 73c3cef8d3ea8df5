import { DomainError, ErrorCode, throwRefusal } from '@simbiz/contracts';
import { adBidRefusal } from './ad-bid-rules';

const auction = {
  enabled: true,
  slots: 3,
  clickThroughRates: [0.06, 0.04, 0.025],
  impressionShare: 0.6,
  reservePrice: 20,
  costPerClickMin: 20,
  costPerClickMax: 500,
};
const platform = { adAuction: auction };

describe('an ad bid', () => {
  it('may bid any cost per click within the platform’s range, both ends included', () => {
    expect(adBidRefusal(platform, 20, 'THB')).toBeNull();
    expect(adBidRefusal(platform, 120, 'THB')).toBeNull();
    expect(adBidRefusal(platform, 500, 'THB')).toBeNull();
  });

  it('is refused below the minimum or above the maximum, saying the range (210039)', () => {
    const outOfRange = { code: ErrorCode.costPerClickOutOfRange, params: { min: 20, max: 500, currency: 'THB' } };
    expect(adBidRefusal(platform, 19, 'THB')).toEqual(outOfRange);
    expect(adBidRefusal(platform, 501, 'THB')).toEqual(outOfRange);
    expect(adBidRefusal(platform, Number.NaN, 'THB')).toEqual(outOfRange);
  });

  it('is refused on a platform whose auction is not enabled, whatever the bid (130057)', () => {
    const closed = { adAuction: { ...auction, enabled: false } };
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
