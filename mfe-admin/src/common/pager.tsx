import { Button, Row, useT } from '@simbiz/ui';

/** How many pages a list of `total` items holds, `pageSize` at a time (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** Previous and next page of a long list, with which page of how many this is; nothing when one page holds it all. */
export function Pager({ page, total, pageSize, go }: { page: number; total: number; pageSize: number; go: (page: number) => void }) {
  const { t, language } = useT('admin');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const number = new Intl.NumberFormat(language);
  return (
    <nav aria-label={t('common.pages')} style={{ marginTop: '0.8rem' }}>
      <Row>
        <Button size="sm" variant="secondary" outline disabled={page <= 1} onClick={() => go(page - 1)}>
          {t('common.previous')}
        </Button>
        <span aria-live="polite" data-testid="pager-page">
          {t('common.pageOf', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <Button size="sm" variant="secondary" outline disabled={page >= pages} onClick={() => go(page + 1)}>
          {t('common.next')}
        </Button>
      </Row>
    </nav>
  );
}
