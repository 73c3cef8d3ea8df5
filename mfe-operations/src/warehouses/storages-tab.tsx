import { API, type Storage } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, Spinner, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';
import { arrivals } from './arrivals';
import { isRented } from './space';
import { lastResolvedRound } from './stock';
import { emptyStorage, StorageForm, type StorageDraft } from './storage-form';
import { useWords } from './use-words';
import { useEnvironment, useInventory, useReallocationPlans, useStorages } from './warehouse-reads';

/**
 * Storages: the space the company rents in the screenplay's warehouses and what it costs a round;
 * space of this round can be changed or deleted, space of an earlier round given up from this
 * round on, the default storage at the home warehouse never (200007).
 */
export function StoragesTab({ area }: { area: Area }) {
  const { t } = useT('operations');
  const api = useApi();
  const words = useWords(area, null);
  const worldId = area.worldId;
  const [storages, reload] = useStorages(worldId);
  const [environment] = useEnvironment(worldId);
  const [inventory] = useInventory(worldId);
  const [reallocations] = useReallocationPlans(worldId);
  const [draft, setDraft] = useState<StorageDraft>(emptyStorage);
  if (!storages || !environment || !inventory || !reallocations) return <Spinner label={t('loading')} />;
  const { warehouseName, m3, money } = words;
  const rentPerM3 = (warehouseId: string) => environment.warehouses.find((w) => w.id === warehouseId)?.rentPerM3 ?? 0;
  // Space holding stock, or that stock moves into this round, cannot be given up (200011).
  const last = lastResolvedRound(inventory);
  const rows = inventory.filter((r) => r.round === last);
  const stocked = new Set([
    ...rows.filter((r) => r.closing > 0).map((r) => r.warehouseId),
    ...arrivals({ round: area.round, inventory: rows, reallocationPlans: reallocations, productionPlans: [], leadDays: 0 }).map((a) => a.warehouseId),
  ]);
  const done = (text: string) => afterWrite(text, () => setDraft(emptyStorage), reload);
  const status = (s: Storage) =>
    s.isDefault ? (
      <Badge $variant="info">{t('warehouses.storages.default')}</Badge>
    ) : s.releasedRound !== null ? (
      <Badge $variant="secondary">{t('warehouses.storages.givenUp', { round: s.releasedRound })}</Badge>
    ) : (
      <Badge $variant="success">{t('warehouses.storages.rentedSince', { round: s.createdRound })}</Badge>
    );
  const releasable = (s: Storage) => !s.isDefault && s.releasedRound === null && area.round !== null && s.createdRound < area.round;
  return (
    <Card>
      <h2>{t('warehouses.storages.title')}</h2>
      <Muted>{t('warehouses.storages.intro')}</Muted>
      <RoundItemsTable
        testId="storages-table"
        items={storages}
        itemKey={(s) => s.storageId}
        itemRound={(s) => s.createdRound}
        {...roundTable(area, t)}
        columns={[
          { header: t('warehouses.warehouse'), cell: (s) => warehouseName(s.warehouseId) },
          { header: t('warehouses.storages.capacity'), cell: (s) => t('warehouses.m3', { value: m3(s.capacityM3) }) },
          { header: t('warehouses.storages.rent'), cell: (s) => (isRented(s, area.round) ? money(s.capacityM3 * rentPerM3(s.warehouseId)) : '—') },
          { header: t('warehouses.storages.status'), cell: status },
        ]}
        anyRoundActions={(s) =>
          !releasable(s) ? null : stocked.has(s.warehouseId) ? (
            <Muted as="span">{t('warehouses.storages.holdsStock')}</Muted>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void api.call({
                  route: API.warehouse.releaseStorage,
                  data: { worldId, storageId: s.storageId, version: s.version },
                  success: done(t('warehouses.storages.gaveUp')),
                })
              }
            >
              {t('warehouses.storages.giveUp')}
            </Button>
          )
        }
        actions={(s) => (
          <>
            <Button
              size="sm"
              variant="tertiary"
              onClick={() => setDraft({ storageId: s.storageId, warehouseId: s.warehouseId, capacity: String(s.capacityM3) })}
            >
              {t('edit')}
            </Button>{' '}
            <Button
              size="sm"
              variant="danger"
              onClick={() =>
                void api.call({
                  route: API.warehouse.deleteStorage,
                  data: { worldId, storageId: s.storageId, version: s.version },
                  success: done(t('deleted')),
                })
              }
            >
              {t('delete')}
            </Button>
          </>
        )}
      />
      <Muted>{t('warehouses.storages.rules')}</Muted>
      {area.blockedBecause ? null : (
        <StorageForm area={area} words={words} storages={storages} environment={environment} draft={draft} setDraft={setDraft} saved={done(t('saved'))} />
      )}
    </Card>
  );
}
