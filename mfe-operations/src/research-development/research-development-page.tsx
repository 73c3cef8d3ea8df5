import { API, type Model, type Research } from '@simbiz/contracts';
import { Card, Spinner, Table, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { AreaWarnings, DecisionNote } from '../common/area-parts';
import { Amount } from '../common/amount';
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
  return (
    <Card>
      <h2>{t('researchDevelopment.standings')}</h2>
      <Table data-testid="research-standings" wrapOnPhone>
        <thead>
          <tr>
            <th scope="col">{t('researchDevelopment.attribute')}</th>
            <th scope="col">{t('researchDevelopment.researched')}</th>
            <th scope="col">{t('researchDevelopment.gradeMax')}</th>
            <th scope="col">{t('researchDevelopment.progress')}</th>
            <th scope="col">{t('researchDevelopment.nextCost')}</th>
          </tr>
        </thead>
        <tbody>
          {research.standings.map((s) => (
            <tr key={s.attributeId}>
              <th scope="row">{attributeName(s.attributeId)}</th>
              <td>{grade(s.grade)}</td>
              <td>{grade(s.gradeMax)}</td>
              <Amount>{money(s.progress)}</Amount>
              {s.stepCosts[0] === undefined ? <td>{t('researchDevelopment.atMax')}</td> : <Amount>{money(s.stepCosts[0])}</Amount>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
