import { type AdminScreenplay, API } from '@simbiz/contracts';
import { Muted, useT } from '@simbiz/ui';
import { Loaded } from '../common/loaded';
import { PageHeader } from '../common/page-header';
import { useAdminAction } from '../common/use-admin-action';
import { useAdminRead } from '../common/use-admin-read';
import { ActionLink, CardList } from '../logs/record-parts';
import { localName } from '../common/format';
import { ScreenplayCard } from './screenplay-card';

/** Where the import page is (the console's routes). */
export const SCREENPLAY_IMPORT_PATH = '/admin/screenplays/import';

/**
 * The screenplays worlds can be created from (admin.screenplays.list): shipped and imported ones,
 * with what the console knows of each; an imported one no world uses can be removed, after a
 * question.
 */
export function ScreenplaysListPage() {
  const { t, language } = useT('admin');
  const list = useAdminRead(API.adminScreenplays.list, {});
  const { run, busy } = useAdminAction();

  const remove = (screenplay: AdminScreenplay) => () => {
    if (busy) return;
    const name = localName(screenplay.name, language, screenplay.id);
    run({
      route: API.adminScreenplays.remove,
      data: { screenplayId: screenplay.id },
      confirm: { question: t('screenplays.confirmRemove', { name }), confirmText: t('screenplays.remove') },
      done: t('screenplays.removed'),
      then: list.reload,
    });
  };

  return (
    <div>
      <PageHeader title={t('screenplays.title')}>
        <ActionLink to={SCREENPLAY_IMPORT_PATH}>{t('screenplays.importOne')}</ActionLink>
      </PageHeader>
      <Muted>{t('screenplays.lead')}</Muted>
      <Loaded read={list}>
        {(screenplays) =>
          screenplays.length === 0 ? (
            <Muted data-testid="screenplays-empty">{t('screenplays.empty')}</Muted>
          ) : (
            <CardList>
              {screenplays.map((screenplay) => (
                <ScreenplayCard
                  key={screenplay.id}
                  screenplay={screenplay}
                  remove={screenplay.origin === 'imported' && screenplay.worlds === 0 ? remove(screenplay) : null}
                />
              ))}
            </CardList>
          )
        }
      </Loaded>
    </div>
  );
}
