import { API, PERSONA_LIMIT, type Persona } from '@simbiz/contracts';
import { Button, Card, Spinner, TextInput, useT } from '@simbiz/ui';
import { textIn, useApi, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { afterWrite, RoundItemsTable, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { type Area, roundTable, useArea } from '../common/use-area';

interface Draft {
  /** The persona being edited, or null for a new one. */
  personaId: string | null;
  /** The version of the persona being edited: a teammate's later change refuses the save (130061). */
  version: number;
  name: string;
  segmentIds: string[];
}

const emptyDraft: Draft = { personaId: null, version: 1, name: '', segmentIds: [] };

/** User personas (section 2, operating/user-persona/list): each bound to 1 or more market segments. */
export function UserPersonaPage() {
  const { t } = useT('operations');
  const area = useArea();
  const worldId = area?.worldId ?? '';
  const [personas, reload] = useRead<Persona[]>((api, done) => void api.call({ route: API.products.listPersonas, data: { worldId }, success: done }), worldId);
  if (!area) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help="personas">{t('userPersona.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['personas']} />
      <PersonasCard area={area} personas={personas} reload={reload} />
    </div>
  );
}

function PersonasCard({ area, personas, reload }: { area: Area; personas: Persona[] | null; reload: () => void }) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  // Teammates see which persona this form is open on.
  useEditingItem(draft.personaId);
  useUnsavedChanges(draft.name.trim() !== '' || draft.segmentIds.length > 0, t('unsaved'));
  const { segments } = area.resources.resources;
  const segmentName = (id: string) => textIn(segments.find((s) => s.id === id)?.name, language) || id;
  const done = (text: string) => afterWrite(text, () => setDraft(emptyDraft), reload);
  const toggle = (id: string) =>
    setDraft({ ...draft, segmentIds: draft.segmentIds.includes(id) ? draft.segmentIds.filter((s) => s !== id) : [...draft.segmentIds, id] });
  const save = () =>
    void (draft.personaId
      ? api.call({
          route: API.products.updatePersona,
          data: { worldId: area.worldId, personaId: draft.personaId, version: draft.version, name: draft.name, segmentIds: draft.segmentIds },
          success: done(t('saved')),
        })
      : api.call({
          route: API.products.createPersona,
          data: { worldId: area.worldId, name: draft.name, segmentIds: draft.segmentIds },
          success: done(t('saved')),
        }));
  return (
    <Card>
      {personas === null ? (
        <Spinner label={t('loading')} />
      ) : (
        <RoundItemsTable
          testId="personas-table"
          items={personas}
          itemKey={(p) => p.personaId}
          itemRound={(p) => p.createdRound}
          {...roundTable(area, t)}
          columns={[
            { header: t('userPersona.name'), cell: (p) => p.name },
            { header: t('userPersona.segments'), cell: (p) => p.segmentIds.map(segmentName).join(', ') },
            { header: t('userPersona.models'), cell: (p) => p.modelCount },
            { header: t('productions.round'), cell: (p) => p.createdRound },
          ]}
          actions={(p) => (
            <>
              <Button
                size="sm"
                variant="tertiary"
                onClick={() => setDraft({ personaId: p.personaId, version: p.version, name: p.name, segmentIds: [...p.segmentIds] })}
              >
                {t('edit')}
              </Button>{' '}
              {p.modelCount === 0 ? (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() =>
                    void api.call({
                      route: API.products.deletePersona,
                      data: { worldId: area.worldId, personaId: p.personaId, version: p.version },
                      success: done(t('deleted')),
                    })
                  }
                >
                  {t('delete')}
                </Button>
              ) : null}
            </>
          )}
        />
      )}
      {area.blockedBecause ? null : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity()) save();
          }}
        >
          <p>{t('userPersona.limit', { count: PERSONA_LIMIT })}</p>
          <TextInput
            label={t('userPersona.name')}
            name="personaName"
            value={draft.name}
            onValueChange={(name) => setDraft({ ...draft, name })}
            rules={{ required: true, max: 60 }}
          />
          <fieldset>
            <legend>{t('userPersona.segments')}</legend>
            {segments.map((s) => (
              <label key={s.id} style={{ display: 'block' }}>
                <input type="checkbox" checked={draft.segmentIds.includes(s.id)} onChange={() => toggle(s.id)} /> {textIn(s.name, language)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" disabled={draft.segmentIds.length === 0}>
            {draft.personaId ? t('save') : t('userPersona.create')}
          </Button>
          {draft.personaId ? (
            <>
              {' '}
              <Button variant="tertiary" onClick={() => setDraft(emptyDraft)}>
                {t('cancel')}
              </Button>
            </>
          ) : null}
        </form>
      )}
    </Card>
  );
}
