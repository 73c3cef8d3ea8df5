import { Button, Row, useT } from '@simbiz/ui';
import { pageCount } from './posts';

/** Previous and next page of a long list, with which page of how many this is; nothing when one page holds it all. */
export function Pager({ page, total, pageSize, go }: { page: number; total: number; pageSize: number; go: (page: number) => void }) {
  const { t } = useT('course');
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('posts.pager.label')}>
      <Row>
        <Button size="sm" variant="secondary" outline disabled={page <= 1} onClick={() => go(page - 1)}>
          {t('posts.pager.previous')}
        </Button>
        <span aria-live="polite" data-testid="pager-page">
          {t('posts.pager.page', { page, pages })}
        </span>
        <Button size="sm" variant="secondary" outline disabled={page >= pages} onClick={() => go(page + 1)}>
          {t('posts.pager.next')}
        </Button>
      </Row>
    </nav>
  );
}
