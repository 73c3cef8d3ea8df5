import { API, type Store } from '@simbiz/contracts';
import { Button, Card, Muted, Table, useT } from '@simbiz/ui';
import { formatMoney, platformCurrency, textIn, useApi } from '@simbiz/web-kit';
import { afterWrite } from '@simbiz/web-kit/src/decision-kit';
import type { Area } from '../../common/use-area';

/** The company's stores, and the platforms it can still open one on (with the opening fee). */
export function MyStores({ area, stores, reload }: { area: Area; stores: Store[]; reload: () => void }) {
  const { t, language } = useT('operations');
  const api = useApi();
  const { platforms } = area.resources.resources;
  const open = (platformId: string) =>
    void api.call({
      route: API.stores.openStore,
      data: { worldId: area.worldId, platformId },
      success: afterWrite(t('saved'), reload),
    });
  return (
    <Card>
      <Table data-testid="stores-table">
        <thead>
          <tr>
            <th scope="col">{t('stores.platform')}</th>
            <th scope="col">{t('stores.openingFee')}</th>
            <th scope="col">{t('stores.opened')}</th>
          </tr>
        </thead>
        <tbody>
          {platforms.map((p) => {
            const store = stores.find((s) => s.platformId === p.id);
            return (
              <tr key={p.id}>
                <td>{textIn(p.name, language)}</td>
                <td>{formatMoney(p.openingFee, platformCurrency(area.resources, p.id), language)}</td>
                <td>
                  {store ? (
                    store.openedRound
                  ) : area.blockedBecause ? (
                    <Muted>—</Muted>
                  ) : (
                    <Button size="sm" onClick={() => open(p.id)}>
                      {t('stores.open')}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}
