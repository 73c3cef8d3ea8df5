import { API } from '@simbiz/contracts';
import { Alert, Button, Card, Muted, Row, TextInput, toasts, useT } from '@simbiz/ui';
import { useApi } from '@simbiz/web-kit';
import { useUnsavedChanges } from '@simbiz/web-kit/src/decision-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { AchievementsView } from './achievements-frame';
import { KPI_ORDER, type KpiValues, weightPercents } from './kpis';
import { usePercentFormat } from './score-format';
import { typedWeights, weightsText } from './weights-form';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0 1rem;
`;

const Sum = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.variants.success.softText : theme.variants.danger.softText)};
`;

/**
 * The KPI weights (managers): whole percents adding up to 100, the sum shown as they are typed,
 * the screenplay's weights a click away. Saving re-scores every resolved round from the stored
 * KPIs, nothing is re-run. Read only once the world is completed.
 */
export function WeightsSettings({ view }: { view: AchievementsView }) {
  const { t, language } = useT('achievements');
  const api = useApi();
  const percent = usePercentFormat();
  const { achievements, current } = view;
  const saved = weightsText(weightPercents(achievements.weights));
  const [text, setText] = useState(saved);
  // A new answer (saved here, or read again) replaces the form's values.
  const [shown, setShown] = useState(achievements.weights);
  if (shown !== achievements.weights) {
    setShown(achievements.weights);
    setText(saved);
  }
  const typed = typedWeights(text, language);
  const dirty = KPI_ORDER.some((kpi) => text[kpi] !== saved[kpi]);
  useUnsavedChanges(dirty && achievements.canEditWeights, t('unsaved'));
  const screenplay = weightPercents(achievements.screenplayWeights);
  const screenplayList = new Intl.ListFormat(language, { type: 'unit' }).format(
    KPI_ORDER.map((kpi) => t('settings.weightOf', { kpi: t(`kpis.${kpi}`), weight: percent(screenplay[kpi]) })),
  );

  if (!achievements.canEditWeights) {
    return (
      <Card aria-labelledby="weights-heading">
        <h2 id="weights-heading">{t('settings.heading')}</h2>
        <Alert variant="info">{current.flags.canManageWorld ? t('settings.closed') : t('settings.managersOnly')}</Alert>
        <ul data-testid="weights-read-only">
          {KPI_ORDER.map((kpi) => (
            <li key={kpi}>{t('settings.weightOf', { kpi: t(`kpis.${kpi}`), weight: percent(weightPercents(achievements.weights)[kpi]) })}</li>
          ))}
        </ul>
        <Muted>{t('settings.recomputed')}</Muted>
      </Card>
    );
  }

  const save = (weights: KpiValues) =>
    void api.call({
      route: API.achievements.updateWeights,
      data: { worldId: current.worldId, weights },
      success: (next) => {
        toasts.show({ text: t('settings.saved') });
        view.show(next);
      },
    });
  return (
    <Card aria-labelledby="weights-heading">
      <h2 id="weights-heading">{t('settings.heading')}</h2>
      <Muted>{t('settings.intro')}</Muted>
      <Alert variant="info">{t('settings.recomputed')}</Alert>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (e.currentTarget.checkValidity() && typed.weights && typed.total === 100) save(typed.weights);
        }}
      >
        <Fields>
          {KPI_ORDER.map((kpi) => (
            <TextInput
              key={kpi}
              label={t(`kpis.${kpi}`)}
              inputMode="numeric"
              append="%"
              value={text[kpi]}
              onValueChange={(value) => setText({ ...text, [kpi]: value })}
              rules={{ required: true, integer: true, between: [0, 100] }}
              data-kpi={kpi}
            />
          ))}
        </Fields>
        <Sum $ok={typed.total === 100} role="status" aria-live="polite" data-testid="weights-sum">
          {typed.total === 100 ? t('settings.sumOk', { total: percent(typed.total) }) : t('settings.sumWrong', { total: percent(typed.total) })}
        </Sum>
        <Row>
          <Button type="submit" disabled={!dirty || typed.total !== 100 || !typed.weights}>
            {t('settings.save')}
          </Button>
          <Button variant="secondary" outline onClick={() => setText(weightsText(screenplay))}>
            {t('settings.restore')}
          </Button>
        </Row>
        <Muted style={{ marginTop: '0.8rem' }}>{t('settings.screenplayWeights', { weights: screenplayList })}</Muted>
      </form>
    </Card>
  );
}
