import { API, type Brand } from '@simbiz/contracts';
import { Button, Card, Spinner, TextInput, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';

/** The company's brands: create one with a unique name; rename or delete those of this round. */
export function BrandsPanel({ area, brands, reload }: { area: Area; brands: Brand[] | null; reload: () => void }) {
  const { t } = useT('operations');
  const api = useApi();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ brandId: string; name: string } | null>(null);
  useUnsavedChanges(name.trim() !== '' || renaming !== null, t('unsaved'));
  // Teammates see which brand is being renamed.
  useEditingItem(renaming?.brandId);
  const decide = !area.blockedBecause;
  const done = (text: string) =>
    afterWrite(
      text,
      () => setName(''),
      () => setRenaming(null),
      reload,
    );
  return (
    <Card>
      {brands === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <RoundItemsTable
          testId="brands-table"
          items={brands}
          itemKey={(b) => b.brandId}
          itemRound={(b) => b.createdRound}
          {...roundTable(area, t)}
          columns={[
            {
              header: t('brands.name'),
              cell: (b) =>
                renaming?.brandId === b.brandId ? (
                  <TextInput
                    label={t('brands.name')}
                    size="sm"
                    value={renaming.name}
                    onValueChange={(value) => setRenaming({ brandId: b.brandId, name: value })}
                    rules={{ required: true, max: 60 }}
                  />
                ) : (
                  b.name
                ),
            },
            { header: t('brands.models'), cell: (b) => b.modelCount },
            { header: t('productions.round'), cell: (b) => b.createdRound },
          ]}
          actions={(b) =>
            renaming?.brandId === b.brandId ? (
              <Button
                size="sm"
                onClick={() =>
                  void api.call({
                    route: API.products.renameBrand,
                    data: { worldId: area.worldId, brandId: b.brandId, version: b.version, name: renaming.name },
                    success: done(t('saved')),
                  })
                }
              >
                {t('save')}
              </Button>
            ) : (
              <>
                <Button size="sm" variant="tertiary" onClick={() => setRenaming({ brandId: b.brandId, name: b.name })}>
                  {t('brands.rename')}
                </Button>{' '}
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    void api.call({
                      route: API.products.deleteBrand,
                      data: { worldId: area.worldId, brandId: b.brandId, version: b.version },
                      success: done(t('deleted')),
                    })
                  }
                >
                  {t('delete')}
                </Button>
              </>
            )
          }
        />
      )}
      {decide ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity())
              void api.call({ route: API.products.createBrand, data: { worldId: area.worldId, name }, success: done(t('saved')) });
          }}
        >
          <TextInput label={t('brands.name')} name="brandName" value={name} onValueChange={setName} rules={{ required: true, max: 60 }} />
          <Button type="submit">{t('brands.create')}</Button>
        </form>
      ) : null}
    </Card>
  );
}
