import { ErrorCode } from '@simbiz/contracts';
import { promotionRefusal } from './company-promotion-rules';

const channels = [{ id: 'tv' }, { id: 'search' }];
const brands = [{ brandId: 'brand-a' }];

describe('a company promotion', () => {
  it("may promote one of the company's brands on a channel of the screenplay, once a round", () => {
    expect(promotionRefusal(channels, brands, { channelId: 'tv', brandId: 'brand-a' }, false)).toBeNull();
  });

  it('is refused on a channel the screenplay does not have (220007)', () => {
    expect(promotionRefusal(channels, brands, { channelId: 'radio', brandId: 'brand-a' }, false)).toEqual({ code: ErrorCode.promotionChannelNotFound });
  });

  it("is refused for a brand that is not the company's (170001)", () => {
    expect(promotionRefusal(channels, brands, { channelId: 'tv', brandId: 'brand-b' }, false)).toEqual({ code: ErrorCode.brandNotFound });
  });

  it('is refused a second time for the same channel and brand in a round (220013)', () => {
    expect(promotionRefusal(channels, brands, { channelId: 'search', brandId: 'brand-a' }, true)).toEqual({ code: ErrorCode.promotionExists });
  });
});
