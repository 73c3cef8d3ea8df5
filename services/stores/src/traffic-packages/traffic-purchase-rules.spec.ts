import { ErrorCode } from '@simbiz/contracts';
import { trafficPurchaseDeleteRefusal, trafficPurchaseRefusal } from './traffic-purchase-rules';

const packages = [{ id: 'boost-s' }, { id: 'boost-l' }];
const online = { online: true };

describe('buying a traffic package', () => {
  it('may buy any package of the platform for an online product of the company’s own, once a round', () => {
    expect(trafficPurchaseRefusal(online, packages, 'boost-s', false)).toBeNull();
    expect(trafficPurchaseRefusal(online, packages, 'boost-l', false)).toBeNull();
  });

  it('is refused for a product that is not the company’s, or none (210015)', () => {
    expect(trafficPurchaseRefusal(undefined, packages, 'boost-s', false)).toEqual({ code: ErrorCode.storeProductNotFound });
  });

  it('is refused for a product taken offline (210023)', () => {
    expect(trafficPurchaseRefusal({ online: false }, packages, 'boost-s', false)).toEqual({ code: ErrorCode.storeProductNotOnline });
  });

  it('is refused for a package the product’s platform does not sell, or a platform with none (210033)', () => {
    expect(trafficPurchaseRefusal(online, packages, 'feed', false)).toEqual({ code: ErrorCode.trafficPackageNotFound });
    expect(trafficPurchaseRefusal(online, [], 'boost-s', false)).toEqual({ code: ErrorCode.trafficPackageNotFound });
  });

  it('is refused a second time for the same product and package in a round (210035)', () => {
    expect(trafficPurchaseRefusal(online, packages, 'boost-s', true)).toEqual({ code: ErrorCode.trafficPackageAlreadyBought });
  });
});

describe('taking back a traffic purchase', () => {
  it('may be done to the company’s own purchase of this round', () => {
    expect(trafficPurchaseDeleteRefusal({ round: 4 }, 4)).toBeNull();
  });

  it('is refused for another company’s purchase, or none (210033)', () => {
    expect(trafficPurchaseDeleteRefusal(undefined, 4)).toEqual({ code: ErrorCode.trafficPackageNotFound });
  });

  it('is refused for a purchase of an earlier round (130047)', () => {
    expect(trafficPurchaseDeleteRefusal({ round: 3 }, 4)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
