import { API, type RdPlan, type Research } from '@simbiz/contracts';
import { Badge, Button, Card, FieldLabel, Muted, Select, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, formatPercent, moneyInput, parseMoney, useApi } from '@simbiz/web-kit';
import { afterWrite, MoneyInput, RoundItemsTable, useEditingItem, useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import { type Area, roundTable } from '../common/use-area';
import { useAttributeName } from './attribute-name';
import { attributesToPlan, costToTarget, roundsToTarget, targetGrades } from './rd-estimate';
import { FormTitle } from './form-title';

interface Draft {
  /** The plan being changed (one made this round), or null for a new one. */
  planId: string | null;
  attributeId: string;
  /** The grade chosen, or '' for the first one open. */
  targetGrade: string;
  investment: string;
}

const emptyDraft: Draft = { planId: null, attributeId: '', targetGrade: '', investment: '' };

const STATUS_BADGE = { planned: 'info', inProgress: 'primary', completed: 'success', stopped: 'secondary' } as const;

/** The company's R&D plans; a new or changed one shows what it costs and how many rounds it takes before it is sent. */
export function RdPlansCard({ area, research, reload }: { area: Area; research: Research; reload: () => void }) {
  const { t, language } = useT('operations');
  const api = useApi();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  useUnsavedChanges(draft.investment.trim() !== '', t('unsaved'));
  const attributeName = useAttributeName(area);
  const currency = baseCurrency(area.resources);
  const money = (minor: number) => formatMoney(minor, currency, language);
  const grade = (value: number) => t('researchDevelopment.grade', { value });
  const worldId = area.worldId;
  const done = (text: string) => afterWrite(text, () => setDraft(emptyDraft), reload);
  // A plan being changed keeps its attribute; a new one is for an attribute with no plan still funding.
  const editing = research.plans.find((p) => p.planId === draft.planId);
  // Teammates see which item this form is open on.
  useEditingItem(editing?.planId);
  const choices = editing ? research.standings.filter((s) => s.attributeId === editing.attributeId) : attributesToPlan(research.standings, research.plans);
  const standing = choices.find((s) => s.attributeId === draft.attributeId) ?? choices[0];
  const targets = standing ? targetGrades(standing) : [];
  const targetGrade = targets.find((g) => String(g) === draft.targetGrade) ?? targets[0];
  const investment = parseMoney(draft.investment, currency, language) ?? 0;
  const cost = standing && targetGrade !== undefined ? costToTarget(standing, targetGrade) : 0;
  const rounds = roundsToTarget(cost, investment);
  const edit = (p: RdPlan) =>
    setDraft({ planId: p.planId, attributeId: p.attributeId, targetGrade: String(p.targetGrade), investment: moneyInput(p.investmentPerRound, currency) });
  const save = () => {
    if (!standing || targetGrade === undefined || investment <= 0) return;
    void (editing
      ? api.call({
          route: API.products.updateRdPlan,
          data: { worldId, planId: editing.planId, version: editing.version, targetGrade, investmentPerRound: investment },
          success: done(t('saved')),
        })
      : api.call({
          route: API.products.createRdPlan,
          data: { worldId, attributeId: standing.attributeId, targetGrade, investmentPerRound: investment },
          success: done(t('saved')),
        }));
  };
  return (
    <Card>
      <h2>{t('researchDevelopment.plans')}</h2>
      <RoundItemsTable
        testId="rd-plans-table"
        cardsOnPhone="h3"
        items={research.plans}
        itemKey={(p) => p.planId}
        itemRound={(p) => p.createdRound}
        {...roundTable(area, t)}
        columns={[
          { header: t('researchDevelopment.attribute'), cell: (p) => attributeName(p.attributeId) },
          { header: t('researchDevelopment.target'), cell: (p) => grade(p.targetGrade) },
          { header: t('researchDevelopment.investment'), cell: (p) => money(p.investmentPerRound), amount: true },
          {
            header: t('researchDevelopment.statusHeader'),
            cell: (p) => (
              <Badge $variant={STATUS_BADGE[p.status]}>
                {p.status === 'stopped' && p.stoppedRound !== null
                  ? t('researchDevelopment.stoppedFrom', { round: p.stoppedRound })
                  : t(`researchDevelopment.statuses.${p.status}`)}
              </Badge>
            ),
          },
          { header: t('researchDevelopment.invested'), cell: (p) => money(p.invested), amount: true },
          { header: t('researchDevelopment.createdRound'), cell: (p) => p.createdRound },
        ]}
        anyRoundActions={(p) =>
          p.status === 'inProgress' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() =>
                void api.call({
                  route: API.products.stopRdPlan,
                  data: { worldId, planId: p.planId, version: p.version },
                  success: done(t('researchDevelopment.stopped')),
                })
              }
            >
              {t('researchDevelopment.stop')}
            </Button>
          ) : null
        }
        actions={(p) =>
          p.status === 'planned' ? (
            <>
              <Button size="sm" variant="tertiary" onClick={() => edit(p)}>
                {t('edit')}
              </Button>{' '}
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  void api.call({ route: API.products.deleteRdPlan, data: { worldId, planId: p.planId, version: p.version }, success: done(t('deleted')) })
                }
              >
                {t('delete')}
              </Button>
            </>
          ) : null
        }
      />
      {area.blockedBecause ? null : !standing ? (
        <Muted>{t('researchDevelopment.noAttribute')}</Muted>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (e.currentTarget.checkValidity()) save();
          }}
        >
          <FormTitle>
            {editing ? t('researchDevelopment.change', { attribute: attributeName(editing.attributeId) }) : t('researchDevelopment.create')}
          </FormTitle>
          <FieldLabel htmlFor="rd-attribute">{t('researchDevelopment.attribute')}</FieldLabel>
          <Select
            id="rd-attribute"
            value={standing.attributeId}
            disabled={editing !== undefined}
            onChange={(e) => setDraft({ ...draft, attributeId: e.target.value, targetGrade: '' })}
          >
            {choices.map((s) => (
              <option key={s.attributeId} value={s.attributeId}>
                {attributeName(s.attributeId)}
              </option>
            ))}
          </Select>
          <FieldLabel htmlFor="rd-target">{t('researchDevelopment.target')}</FieldLabel>
          <Select id="rd-target" value={String(targetGrade)} onChange={(e) => setDraft({ ...draft, targetGrade: e.target.value })}>
            {targets.map((g) => (
              <option key={g} value={g}>
                {grade(g)}
              </option>
            ))}
          </Select>
          <MoneyInput
            label={t('researchDevelopment.investment')}
            name="rdInvestment"
            currency={currency}
            min={1}
            max={1_000_000_000_000}
            value={draft.investment}
            onValueChange={(value) => setDraft({ ...draft, investment: value })}
          />
          <div data-testid="rd-estimate">
            {targetGrade === undefined ? null : <Muted>{t('researchDevelopment.estimateCost', { grade: grade(targetGrade), cost: money(cost) })}</Muted>}
            {standing.progress > 0 ? <Muted>{t('researchDevelopment.estimateProgress', { progress: money(standing.progress) })}</Muted> : null}
            {rounds === null ? null : <Muted>{t('researchDevelopment.estimateRounds', { investment: money(investment), rounds })}</Muted>}
            <Muted>{t('researchDevelopment.setback', { chance: formatPercent(research.setbackChance, language) })}</Muted>
          </div>
          <Button type="submit">{editing ? t('save') : t('researchDevelopment.create')}</Button>
          {editing ? (
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
