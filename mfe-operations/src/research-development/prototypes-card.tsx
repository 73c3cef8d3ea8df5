import { API, type Model, type Research } from '@simbiz/contracts';
import { Button, Card, FieldLabel, Muted, Select, Spinner, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';
import { useAttributeName } from './attribute-name';
import { modelsOfRound, productLabel, prototypeLabel } from './rd-estimate';
import { FormTitle } from './form-title';

/**
 * The prototypes the company's R&D completed, one per grade reached. Bound to a model of the
 * current round, a prototype gives it that grade of its attribute and becomes the product YCD-n.
 */
export function PrototypesCard({ area, research, models, reload }: { area: Area; research: Research; models: Model[] | null; reload: () => void }) {
  const { t } = useT('operations');
  const api = useApi();
  const [choice, setChoice] = useState({ prototypeId: '', modelId: '' });
  const attributeName = useAttributeName(area);
  const grade = (value: number) => t('researchDevelopment.grade', { value });
  const worldId = area.worldId;
  const done = (text: string) => afterWrite(text, () => setChoice({ prototypeId: '', modelId: '' }), reload);
  const ofRound = modelsOfRound(models ?? [], area.round);
  const unbound = research.prototypes.filter((p) => p.modelId === null);
  const prototypeId = unbound.some((p) => p.prototypeId === choice.prototypeId) ? choice.prototypeId : (unbound[0]?.prototypeId ?? '');
  const modelId = ofRound.some((m) => m.modelId === choice.modelId) ? choice.modelId : (ofRound[0]?.modelId ?? '');
  const modelName = (id: string) => models?.find((m) => m.modelId === id)?.name ?? '';
  // Only a binding to a model of this round can be undone (130047 otherwise).
  const unbindable = research.prototypes.filter((p) => p.modelId !== null && ofRound.some((m) => m.modelId === p.modelId));
  return (
    <Card>
      <h2>{t('researchDevelopment.prototypes')}</h2>
      {models === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <RoundItemsTable
          testId="prototypes-table"
          cardsOnPhone="h3"
          items={research.prototypes}
          itemKey={(p) => p.prototypeId}
          itemRound={(p) => p.round}
          {...roundTable(area, t)}
          empty={t('researchDevelopment.noPrototypes')}
          columns={[
            { header: t('researchDevelopment.prototype'), cell: (p) => prototypeLabel(p.number) },
            { header: t('researchDevelopment.attribute'), cell: (p) => attributeName(p.attributeId) },
            { header: t('researchDevelopment.prototypeGrade'), cell: (p) => grade(p.grade) },
            { header: t('researchDevelopment.completedRound'), cell: (p) => p.round },
            { header: t('researchDevelopment.model'), cell: (p) => (p.modelId === null ? t('researchDevelopment.unbound') : modelName(p.modelId)) },
            { header: t('researchDevelopment.product'), cell: (p) => (p.modelId === null ? '—' : productLabel(p.number)) },
          ]}
          anyRoundActions={
            unbindable.length === 0
              ? undefined
              : (p) =>
                  unbindable.includes(p) ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() =>
                        void api.call({
                          route: API.products.unbindPrototype,
                          data: { worldId, prototypeId: p.prototypeId, version: p.version },
                          success: done(t('saved')),
                        })
                      }
                    >
                      {t('researchDevelopment.unbind')}
                    </Button>
                  ) : null
          }
          actions={() => null}
        />
      )}
      {area.blockedBecause || models === null || unbound.length === 0 ? null : ofRound.length === 0 ? (
        <Muted>{t('researchDevelopment.noModels')}</Muted>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const version = unbound.find((p) => p.prototypeId === prototypeId)?.version ?? 1;
            void api.call({ route: API.products.bindPrototype, data: { worldId, prototypeId, version, modelId }, success: done(t('saved')) });
          }}
        >
          <FormTitle>{t('researchDevelopment.bindTitle')}</FormTitle>
          <Muted>{t('researchDevelopment.bindNote')}</Muted>
          <FieldLabel htmlFor="bind-prototype">{t('researchDevelopment.prototype')}</FieldLabel>
          <Select id="bind-prototype" value={prototypeId} onChange={(e) => setChoice({ ...choice, prototypeId: e.target.value })}>
            {unbound.map((p) => (
              <option key={p.prototypeId} value={p.prototypeId}>
                {`${prototypeLabel(p.number)} · ${attributeName(p.attributeId)} · ${grade(p.grade)}`}
              </option>
            ))}
          </Select>
          <FieldLabel htmlFor="bind-model">{t('researchDevelopment.model')}</FieldLabel>
          <Select id="bind-model" value={modelId} onChange={(e) => setChoice({ ...choice, modelId: e.target.value })}>
            {ofRound.map((m) => (
              <option key={m.modelId} value={m.modelId}>
                {m.name}
              </option>
            ))}
          </Select>
          <Button type="submit">{t('researchDevelopment.bind')}</Button>
        </form>
      )}
    </Card>
  );
}
