import { Button, Row, useT } from '@simbiz/ui';

/**
 * Previous and next page of a long list, with which page of how many this is. Neither the ui kit
 * nor web-kit has one yet; it stays here until a second page needs it.
 */
export function OrdersPager({ page, pages, go }: { page: number; pages: number; go: (page: number) => void }) {
  const { t } = useT('operations');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('storeOrders.pager.label')}>
      <Row>
        <Button size="sm" variant="secondary" outline disabled={page <= 1} onClick={() => go(page - 1)}>
          {t('storeOrders.pager.previous')}
        </Button>
        <span data-testid="orders-page" aria-live="polite">
          {t('storeOrders.pager.page', { page, pages })}
        </span>
        <Button size="sm" variant="secondary" outline disabled={page >= pages} onClick={() => go(page + 1)}>
          {t('storeOrders.pager.next')}
        </Button>
      </Row>
    </nav>
  );
}
