import { API, type Brand } from '@simbiz/contracts';
import { Button, Card, Muted, Spinner, Table, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useState } from 'react';
import type { Area } from '../common/use-area';

/** The company's brands: create one with a unique name; rename or delete those of this round. */
export function BrandsPanel({ area, brands, reload }: { area: Area; brands: Brand[] | null; reload: () => void }) {
  const { t } = useT('operations');
  const api = useApi();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ brandId: string; name: string } | null>(null);
  const decide = !area.blockedBecause;
  const done = (text: string) => () => {
    toasts.show({ text });
    setName('');
    setRenaming(null);
    reload();
  };
  return (
    <Card>
      {brands === null ? (
        <Spinner label={t('loading')} />
      ) : brands.length === 0 ? (
        <Muted>{t('none')}</Muted>
      ) : (
        <Table data-testid="brands-table">
          <thead>
            <tr>
              <th scope="col">{t('brands.name')}</th>
              <th scope="col">{t('brands.models')}</th>
              <th scope="col">{t('productions.round')}</th>
              {decide ? <th scope="col">{t('actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {brands.map((b) => (
              <tr key={b.brandId}>
                <td>
                  {renaming?.brandId === b.brandId ? (
                    <TextInput
                      label={t('brands.name')}
                      size="sm"
                      value={renaming.name}
                      onValueChange={(value) => setRenaming({ brandId: b.brandId, name: value })}
                      rules={{ required: true, max: 60 }}
                    />
                  ) : (
                    b.name
                  )}
                </td>
                <td>{b.modelCount}</td>
                <td>{b.createdRound}</td>
                {decide ? (
                  <td>
                    {b.createdRound !== area.round ? null : renaming?.brandId === b.brandId ? (
                      <Button
                        size="sm"
                        onClick={() =>
                          void api.call({
                            route: API.products.renameBrand,
                            data: { worldId: area.worldId, brandId: b.brandId, name: renaming.name },
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
                            void api.call({ route: API.products.deleteBrand, data: { worldId: area.worldId, brandId: b.brandId }, success: done(t('deleted')) })
                          }
                        >
                          {t('delete')}
                        </Button>
                      </>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </Table>
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
