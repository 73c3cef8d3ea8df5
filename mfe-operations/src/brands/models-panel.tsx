import { API, type Brand, type Model, type Persona } from '@simbiz/contracts';
import { attributesStillPossible, MODEL_DESIGN_LIMITS } from '@simbiz/engine';
import { Badge, Button, Card, FieldLabel, Muted, Select, Spinner, TextInput, useT } from '@simbiz/ui';
import { textIn, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite, RoundItemsTable, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';

interface Draft {
  brandId: string;
  name: string;
  grades: Record<string, number>;
  propositions: string[];
  /** The user persona the model is made for, or '' for none. */
  personaId: string;
}

const MAX_PROPOSITIONS = MODEL_DESIGN_LIMITS.valuePropositions.max;

const emptyDraft = (brands: Brand[] | null): Draft => ({ brandId: brands?.[0]?.brandId ?? '', name: '', grades: {}, propositions: [], personaId: '' });

/** The company's models and the design form (section 5: 1–4 attributes that go together, 1–2 value propositions). */
export function ModelsPanel({ area, brands, models, reload }: { area: Area; brands: Brand[] | null; models: Model[] | null; reload: () => void }) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(brands));
  useUnsavedChanges(draft.name.trim() !== '' || Object.keys(draft.grades).length > 0 || draft.propositions.length > 0, t('unsaved'));
  const [personas] = useRead<Persona[]>(
    (api, done) => void api.call({ route: API.products.listPersonas, data: { worldId: area.worldId }, success: done }),
    area.worldId,
  );
  const { attributes, valuePropositions } = area.resources.resources;
  const chosen = Object.keys(draft.grades);
  const possible = new Set(attributesStillPossible(area.resources.resources, chosen));
  const nameOf = (id: string) => textIn(attributes.find((a) => a.id === id)?.name, language);
  const brandId = draft.brandId || brands?.[0]?.brandId || '';
  const create = () =>
    void api.call({
      route: API.products.createModel,
      data: {
        worldId: area.worldId,
        brandId,
        name: draft.name,
        attributes: chosen.map((attributeId) => ({ attributeId, grade: draft.grades[attributeId] ?? 1 })),
        valuePropositionIds: draft.propositions,
        personaId: draft.personaId || null,
      },
      success: afterWrite(t('saved'), () => setDraft(emptyDraft(brands)), reload),
    });
  const toggleAttribute = (id: string) => {
    const grades = { ...draft.grades };
    if (id in grades) delete grades[id];
    else grades[id] = 1;
    setDraft({ ...draft, grades });
  };
  const toggleProposition = (id: string) =>
    setDraft({
      ...draft,
      propositions: draft.propositions.includes(id) ? draft.propositions.filter((p) => p !== id) : [...draft.propositions, id].slice(0, MAX_PROPOSITIONS),
    });

  const missing = chosen.length === 0 ? 'needAttribute' : draft.propositions.length === 0 ? 'needProposition' : null;
  return (
    <Card>
      {models === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <RoundItemsTable
          testId="models-table"
          items={models}
          itemKey={(m) => m.modelId}
          itemRound={(m) => m.createdRound}
          {...roundTable(area, t)}
          columns={[
            {
              header: t('models.name'),
              cell: (m) => (
                <>
                  {m.name} {m.inProduction ? <Badge $variant="info">{t('models.inProduction')}</Badge> : null}
                </>
              ),
            },
            { header: t('models.brand'), cell: (m) => brands?.find((b) => b.brandId === m.brandId)?.name },
            {
              header: t('models.design'),
              cell: (m) => (
                <>
                  {m.attributes.map((a) => `${nameOf(a.attributeId)} ${a.grade}`).join(', ')} ·{' '}
                  {m.valuePropositionIds.map((id) => textIn(valuePropositions.find((v) => v.id === id)?.name, language)).join(', ')}
                </>
              ),
            },
            { header: t('models.persona'), cell: (m) => personas?.find((p) => p.personaId === m.personaId)?.name ?? '' },
            { header: t('productions.round'), cell: (m) => m.createdRound },
          ]}
          actions={(m) =>
            m.inProduction ? null : (
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  void api.call({
                    route: API.products.deleteModel,
                    data: { worldId: area.worldId, modelId: m.modelId, version: m.version },
                    success: afterWrite(t('deleted'), reload),
                  })
                }
              >
                {t('delete')}
              </Button>
            )
          }
        />
      )}
      {area.blockedBecause || !brands?.length ? null : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity()) create();
          }}
        >
          <FieldLabel htmlFor="model-brand">{t('models.brand')}</FieldLabel>
          <Select id="model-brand" value={brandId} onChange={(e) => setDraft({ ...draft, brandId: e.target.value })}>
            {brands.map((b) => (
              <option key={b.brandId} value={b.brandId}>
                {b.name}
              </option>
            ))}
          </Select>
          <TextInput
            label={t('models.name')}
            name="modelName"
            value={draft.name}
            onValueChange={(name) => setDraft({ ...draft, name })}
            rules={{ required: true, max: 60 }}
          />
          <FieldLabel htmlFor="model-persona">{t('models.persona')}</FieldLabel>
          <Select id="model-persona" value={draft.personaId} onChange={(e) => setDraft({ ...draft, personaId: e.target.value })}>
            <option value="">{t('models.noPersona')}</option>
            {(personas ?? []).map((p) => (
              <option key={p.personaId} value={p.personaId}>
                {p.name}
              </option>
            ))}
          </Select>
          <fieldset>
            <legend>{t('models.attributes')}</legend>
            {attributes.map((a) => (
              <div key={a.id}>
                <label>
                  <input
                    type="checkbox"
                    checked={a.id in draft.grades}
                    disabled={!(a.id in draft.grades) && !possible.has(a.id)}
                    onChange={() => toggleAttribute(a.id)}
                  />{' '}
                  {textIn(a.name, language)}
                </label>
                {a.id in draft.grades ? (
                  <Select
                    aria-label={t('models.grade', { attribute: textIn(a.name, language) })}
                    value={draft.grades[a.id]}
                    onChange={(e) => setDraft({ ...draft, grades: { ...draft.grades, [a.id]: Number(e.target.value) } })}
                  >
                    {Array.from({ length: a.startingGrade }, (_, i) => (
                      <option key={i + 1} value={i + 1}>
                        {i + 1}
                      </option>
                    ))}
                  </Select>
                ) : null}
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('models.propositions')}</legend>
            <Muted>{t('models.propositionsLimit', { count: MAX_PROPOSITIONS })}</Muted>
            {valuePropositions.map((v) => (
              <label key={v.id} style={{ display: 'block' }}>
                {/* A third choice is not taken in place of another: the others wait until one is unticked. */}
                <input
                  type="checkbox"
                  checked={draft.propositions.includes(v.id)}
                  disabled={!draft.propositions.includes(v.id) && draft.propositions.length >= MAX_PROPOSITIONS}
                  onChange={() => toggleProposition(v.id)}
                />{' '}
                {textIn(v.name, language)}
              </label>
            ))}
          </fieldset>
          {/* A disabled button says why. */}
          {missing ? (
            <Muted id="create-model-why" data-testid="create-model-why">
              {t(`models.${missing}`)}
            </Muted>
          ) : null}
          <Button type="submit" disabled={missing !== null} aria-describedby={missing ? 'create-model-why' : undefined}>
            {t('models.create')}
          </Button>
        </form>
      )}
    </Card>
  );
}
