import { ErrorCode } from '@simbiz/contracts';
import { rechargeCashRefusal, rechargeChangeRefusal, rechargeRefusal } from './recharge-rules';

const auction = {
  enabled: true,
  slots: 2,
  clickThroughRates: [0.05, 0.03],
  impressionShare: 0.5,
  reservePrice: 30,
  costPerClickMin: 30,
  costPerClickMax: 800,
};
const open = { adAuction: auction };
const closed = { adAuction: { ...auction, enabled: false } };
const funds = { cashAtStart: 1_000, newLoans: 500 };

describe('a recharge', () => {
  it('tops up the wallet of a platform whose auction runs by any positive whole amount', () => {
    expect(rechargeRefusal(open, 1)).toBeNull();
    expect(rechargeRefusal(open, 1_500)).toBeNull();
  });

  it('is refused where the platform runs no auction (130057)', () => {
    expect(rechargeRefusal(closed, 1_000)).toEqual({ code: ErrorCode.adAuctionNotEnabled });
  });

  it('is refused for nothing, less than nothing or a part of a minor unit (210045)', () => {
    for (const amount of [0, -1, 0.5, Number.NaN]) expect(rechargeRefusal(open, amount)).toEqual({ code: ErrorCode.rechargeAmountInvalid });
  });
});

describe('the round’s recharges together', () => {
  it('may take the cash the round starts with plus its loans, to the last unit', () => {
    expect(rechargeCashRefusal(1_500, 0, funds)).toBeNull();
    expect(rechargeCashRefusal(1_500, 1_400, funds)).toBeNull();
  });

  it('are refused beyond it (210047)', () => {
    expect(rechargeCashRefusal(1_501, 0, funds)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
    expect(rechargeCashRefusal(1_501, 1_500, funds)).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });

  it('count no debt the round starts with against its loans', () => {
    expect(rechargeCashRefusal(500, 0, { cashAtStart: -2_000, newLoans: 500 })).toBeNull();
    expect(rechargeCashRefusal(501, 0, { cashAtStart: -2_000, newLoans: 500 })).toEqual({ code: ErrorCode.rechargeInsufficientCash });
  });

  it('may always come down or stay, even beyond the cash, so a team can mend an earlier recharge', () => {
    expect(rechargeCashRefusal(1_800, 2_000, funds)).toBeNull();
    expect(rechargeCashRefusal(2_000, 2_000, funds)).toBeNull();
  });
});

describe('changing or taking back a recharge', () => {
  it('may be done to the company’s own recharge of this round', () => {
    expect(rechargeChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundEditable)).toBeNull();
    expect(rechargeChangeRefusal({ round: 3 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toBeNull();
  });

  it('is refused for another company’s recharge, or none (210037)', () => {
    expect(rechargeChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.adAuctionNotFound });
    expect(rechargeChangeRefusal(undefined, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.adAuctionNotFound });
  });

  it('is refused for a recharge of an earlier round: editing (130049), deleting (130047)', () => {
    expect(rechargeChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundEditable)).toEqual({ code: ErrorCode.onlyCurrentRoundEditable });
    expect(rechargeChangeRefusal({ round: 2 }, 3, ErrorCode.onlyCurrentRoundDeletable)).toEqual({ code: ErrorCode.onlyCurrentRoundDeletable });
  });
});
