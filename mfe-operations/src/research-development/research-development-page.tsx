import { API, type Model, type Research } from '@simbiz/contracts';
import { Card, Spinner, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, useRead } from '@simbiz/web-kit';
import { ReadOnlyItemsTable } from '@simbiz/web-kit/src/decision-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { type Area, useArea } from '../common/use-area';
import { useAttributeName } from './attribute-name';
import { PrototypesCard } from './prototypes-card';
import { RdPlansCard } from './rd-plans-card';

/**
 * Research and development (section 2, operating/research-development/list): where each physical
 * attribute stands, the company's R&D plans (what one costs and takes, shown before it is made) and
 * the prototypes they completed, which models of the current round take their grades from.
 */
export function ResearchDevelopmentPage() {
  const { t } = useT('operations');
  const area = useArea();
  const worldId = area?.worldId ?? '';
  const [research, reload] = useRead<Research>((client, done) => void client.call({ route: API.products.research, data: { worldId }, success: done }), worldId);
  const [models, reloadModels] = useRead<Model[]>(
    (client, done) => void client.call({ route: API.products.listModels, data: { worldId }, success: done }),
    worldId,
  );
  if (!area || research === null) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help="research">{t('researchDevelopment.title')}</PageTitle>
      <DecisionNote area={area} />
      <AreaWarnings area={area} areas={['rnd']} models={models} />
      <StandingsCard area={area} research={research} />
      <RdPlansCard area={area} research={research} reload={reload} />
      <PrototypesCard
        area={area}
        research={research}
        models={models}
        reload={() => {
          // Binding sets the model's grade: its row on the brand console changes too.
          reload();
          reloadModels();
        }}
      />
    </div>
  );
}

function StandingsCard({ area, research }: { area: Area; research: Research }) {
  const { t, language } = useT('operations');
  const attributeName = useAttributeName(area);
  const money = (minor: number) => formatMoney(minor, baseCurrency(area.resources), language);
  const grade = (value: number) => t('researchDevelopment.grade', { value });
  // A card per attribute on a phone: five narrow columns of Thai headings would wrap word by word.
  return (
    <Card>
      <h2>{t('researchDevelopment.standings')}</h2>
      <ReadOnlyItemsTable
        testId="research-standings"
        cardsOnPhone="h3"
        rowHeader
        items={research.standings}
        itemKey={(s) => s.attributeId}
        empty={t('none')}
        columns={[
          { header: t('researchDevelopment.attribute'), cell: (s) => attributeName(s.attributeId) },
          { header: t('researchDevelopment.researched'), cell: (s) => grade(s.grade) },
          { header: t('researchDevelopment.gradeMax'), cell: (s) => grade(s.gradeMax) },
          { header: t('researchDevelopment.progress'), cell: (s) => money(s.progress), amount: true },
          {
            header: t('researchDevelopment.nextCost'),
            cell: (s) => (s.stepCosts[0] === undefined ? t('researchDevelopment.atMax') : money(s.stepCosts[0])),
            amount: true,
          },
        ]}
      />
    </Card>
  );
}
