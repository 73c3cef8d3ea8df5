import { AD_MONEY_RANGE, API, type CompanyAnalyses, type Recharge, type Store } from '@simbiz/contracts';
import { Button, Card, Muted } from '@simbiz/ui';
import { moneyInput, parseMoney, useApi } from '@simbiz/web-kit';
import { afterWrite, MoneyInput, RoundItemsTable, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../../common/use-area';
import { FormTitle } from '../tab-headings';
import type { StoreWords } from '../store-words';
import { ItemActions } from '../../common/area-parts';

interface RechargeDraft {
  /** The recharge being changed (this round's), or null for a new one. */
  rechargeId: string | null;
  amount: string;
}

const emptyRecharge: RechargeDraft = { rechargeId: null, amount: '' };

/** The wallet's balance on a platform after the last resolved round (base currency), with that round; null before any is resolved. */
export function walletAfterLastRound(results: CompanyAnalyses, platformId: string): { round: number; balance: number } | null {
  const last = results.rounds[results.rounds.length - 1];
  if (!last) return null;
  return { round: last.round, balance: last.result.adWallets?.find((w) => w.platformId === platformId)?.balance ?? 0 };
}

/**
 * The store's ad wallet, which pays for the clicks (base currency): its balance after the last
 * resolved round, this round's recharges and the form to recharge or change a recharge.
 */
export function AuctionWallet({
  area,
  words,
  store,
  recharges,
  results,
  reload,
}: {
  area: Area;
  words: StoreWords;
  store: Store;
  /** The store's recharges of this round. */
  recharges: readonly Recharge[];
  results: CompanyAnalyses;
  reload: () => void;
}) {
  const { t, language, money, moneyCurrency } = words;
  const api = useApi();
  const worldId = area.worldId;
  const [draft, setDraft] = useState<RechargeDraft>(emptyRecharge);
  useUnsavedChanges(draft.amount.trim() !== '', t('unsaved'));
  const done = (text: string) => afterWrite(text, () => setDraft(emptyRecharge), reload);
  const wallet = walletAfterLastRound(results, store.platformId);
  const recharged = recharges.reduce((sum, r) => sum + r.amount, 0);
  const editing = recharges.find((r) => r.rechargeId === draft.rechargeId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.rechargeId);
  return (
    <Card>
      <h2>{t('storeAuction.wallet.title')}</h2>
      <Muted>{t('storeAuction.wallet.intro')}</Muted>
      <p data-testid="wallet-balance">
        {wallet ? t('storeAuction.wallet.balance', { round: wallet.round, balance: money(wallet.balance) }) : t('storeAuction.wallet.noRound')}
      </p>
      {recharges.length > 0 ? (
        <p data-testid="wallet-available">{t('storeAuction.wallet.available', { amount: money((wallet?.balance ?? 0) + recharged) })}</p>
      ) : null}
      <h3>{t('storeAuction.wallet.recharges')}</h3>
      <RoundItemsTable
        testId="recharges-table"
        cardsOnPhone="h3"
        items={recharges}
        itemKey={(r) => r.rechargeId}
        itemRound={(r) => r.round}
        {...roundTable(area, t)}
        columns={[{ header: t('storeAuction.wallet.amount'), cell: (r) => money(r.amount) }]}
        actions={(r) => (
          <ItemActions
            edit={() => setDraft({ rechargeId: r.rechargeId, amount: moneyInput(r.amount, moneyCurrency) })}
            remove={() =>
              void api.call({ route: API.stores.deleteRecharge, data: { worldId, rechargeId: r.rechargeId, version: r.version }, success: done(t('deleted')) })
            }
          />
        )}
      />
      {area.blockedBecause ? null : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const amount = parseMoney(draft.amount, moneyCurrency, language);
            if (!e.currentTarget.checkValidity() || amount === null) return;
            void (editing
              ? api.call({
                  route: API.stores.updateRecharge,
                  data: { worldId, rechargeId: editing.rechargeId, version: editing.version, amount },
                  success: done(t('saved')),
                })
              : api.call({ route: API.stores.createRecharge, data: { worldId, storeId: store.storeId, amount }, success: done(t('saved')) }));
          }}
        >
          <FormTitle>{editing ? t('storeAuction.wallet.change') : t('storeAuction.wallet.add')}</FormTitle>
          <MoneyInput
            label={t('storeAuction.wallet.amount')}
            name="rechargeAmount"
            currency={moneyCurrency}
            min={AD_MONEY_RANGE.min}
            max={AD_MONEY_RANGE.max}
            value={draft.amount}
            onValueChange={(amount) => setDraft({ ...draft, amount })}
          />
          <Button type="submit">{editing ? t('save') : t('storeAuction.wallet.create')}</Button>
          {editing ? (
            <>
              {' '}
              <Button variant="tertiary" onClick={() => setDraft(emptyRecharge)}>
                {t('cancel')}
              </Button>
            </>
          ) : null}
        </form>
      )}
    </Card>
  );
}
