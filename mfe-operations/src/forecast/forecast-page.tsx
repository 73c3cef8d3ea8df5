import { API, type ForecastInput, WORLD_STATUS } from '@simbiz/contracts';
import type { ProForma } from '@simbiz/engine';
import { addCatalogue, type Locale, loadCatalogue } from '@simbiz/i18n';
import { Alert, Button, Card, Muted, parseNumber, Row, Spinner, Table, TextInput, useI18n, useT } from '@simbiz/ui';
import { baseCurrency, formatMoney, platformCurrency, textIn, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { warningNames } from '@simbiz/web-kit/src/round-warnings';
import { warningText } from '@simbiz/web-kit/src/warning-text';
import { useEffect, useMemo, useState } from 'react';
import { DecisionNote } from '../common/area-parts';
import { type Area, useArea } from '../common/use-area';
import { CASH_LINES, INCOME_LINES, INCOME_TOTALS } from '@simbiz/web-kit/src/statement-lines';
import { forecastListings, lastRoundDemand } from './forecast';
import { Amount } from '../common/amount';

type Engine = Pick<typeof import('@simbiz/engine'), 'proForma' | 'SHIPPED_SCREENPLAYS'>;

/** The engine's own code, fetched when the page is first opened (its own chunk: no other page carries it). */
function useEngine(): Engine | null {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "engine" */ '@simbiz/engine').then((loaded) => live && setEngine(loaded));
    return () => {
      live = false;
    };
  }, []);
  return engine;
}

/** The texts of other namespaces this page borrows: the statements' lines (analyses) and the engine's warnings. */
function useBorrowedTexts(): void {
  const i18n = useI18n();
  useEffect(() => {
    for (const namespace of ['analyses', 'warnings'] as const) void addCatalogue(i18n, namespace, (locale) => loadCatalogue(locale as Locale, namespace));
  }, [i18n]);
}

/**
 * A pro forma before the round closes (Capsim's pro formas): the team enters the units it expects
 * each listing to sell ("as last round" to start with) and sees the round's income statement and
 * cash flow, worked out in the browser by the engine's own code (proForma) from its decisions so
 * far: the numbers are the engine's, not a second formula.
 */
export function ForecastPage() {
  const { t } = useT('operations');
  const area = useArea();
  useBorrowedTexts();
  // The team deciding works out its pro forma; a manager reviewing it while the round runs may too (nothing is saved).
  const forecasting = area !== null && (!area.blockedBecause || (area.reviewing !== null && area.status === WORLD_STATUS.running));
  const worldId = area && forecasting ? area.worldId : '';
  const [input] = useRead<ForecastInput>(
    (client, done) => void client.call({ route: API.engine.forecastInput, data: { worldId }, success: done }),
    worldId && `${worldId}|${area?.round ?? 0}`,
  );
  if (area && !forecasting)
    return (
      <div>
        <PageTitle help="forecast">{t('forecast.title')}</PageTitle>
        <DecisionNote area={area} />
      </div>
    );
  if (!area || !input) return <Spinner label={t('loading')} />;
  return <Forecast area={area} input={input} />;
}

function Forecast({ area, input }: { area: Area; input: ForecastInput }) {
  const { t, language } = useT('operations');
  const engine = useEngine();
  const listings = useMemo(() => forecastListings(input), [input]);
  const asLastRound = () => Object.fromEntries(Object.entries(lastRoundDemand(listings)).map(([key, units]) => [key, String(units)]));
  const [typed, setTyped] = useState<Record<string, string>>(asLastRound);
  const demand = useMemo(() => {
    const units: Record<string, number> = {};
    for (const l of listings) {
      const value = parseNumber(typed[l.key] ?? '', language);
      if (value === null || value < 0 || !Number.isInteger(value)) return null;
      units[l.key] = value;
    }
    return units;
  }, [listings, typed, language]);
  const companyId = input.world.companies[0]?.id ?? '';
  const screenplay = engine?.SHIPPED_SCREENPLAYS[input.screenplayId as keyof Engine['SHIPPED_SCREENPLAYS']];
  const forma = useMemo(
    () => (engine && screenplay && demand ? engine.proForma(screenplay, input.world, companyId, input.decisions, demand, input.lastRound) : null),
    [engine, screenplay, input, companyId, demand],
  );
  const models = [...(input.world.companies[0]?.models ?? []), ...input.decisions.models];
  const modelName = (id: string | null) => models.find((m) => m.id === id)?.name ?? '';
  const platformName = (id: string) => textIn(area.resources.resources.platforms.find((p) => p.id === id)?.name, language);
  return (
    <div>
      <PageTitle help="forecast">{t('forecast.title')}</PageTitle>
      <DecisionNote area={area} />
      <Muted>{t('forecast.intro', { round: input.round })}</Muted>
      <Card data-testid="forecast-demand">
        <h2>{t('forecast.demand')}</h2>
        {listings.length === 0 ? (
          <Muted>{t('forecast.noListings')}</Muted>
        ) : (
          <>
            {listings.map((l) => (
              <TextInput
                key={l.key}
                label={t('forecast.listing', {
                  platform: platformName(l.platformId),
                  item: l.packageName ?? modelName(l.modelId),
                  price: formatMoney(l.price, platformCurrency(area.resources, l.platformId), language),
                })}
                name={`demand-${l.key}`}
                inputMode="numeric"
                append={t('forecast.units')}
                value={typed[l.key] ?? ''}
                onValueChange={(value) => setTyped({ ...typed, [l.key]: value })}
                rules={{ required: true, integer: true, min_value: 0 }}
              />
            ))}
            <Row>
              <Button type="button" variant="secondary" onClick={() => setTyped(asLastRound())}>
                {t('forecast.useLastRound')}
              </Button>
              <Button type="button" variant="tertiary" onClick={() => setTyped(Object.fromEntries(listings.map((l) => [l.key, '0'])))}>
                {t('forecast.sellNothing')}
              </Button>
            </Row>
          </>
        )}
      </Card>
      {forma ? <Statements area={area} forma={forma} models={models} /> : <Spinner label={t('loading')} />}
    </div>
  );
}

function Statements({ area, forma, models }: { area: Area; forma: ProForma; models: readonly { id: string; name: string }[] }) {
  const { t, language } = useT('operations');
  const lines = useT('analyses').t;
  const warningsT = useT('warnings').t;
  const money = (minor: number) => formatMoney(minor, baseCurrency(area.resources), language);
  const names = warningNames(
    area.resources,
    language,
    models.map((m) => ({ modelId: m.id, name: m.name })),
  );
  const shown = forma.warnings.filter((w) => w.code !== 'emergencyLoan');
  return (
    <>
      {forma.emergencyCredit > 0 && (
        <div data-testid="forecast-emergency">
          <Alert variant="warning">{t('forecast.emergency', { amount: money(forma.emergencyCredit) })}</Alert>
        </div>
      )}
      {shown.length > 0 && (
        <div data-testid="forecast-warnings">
          <Alert variant="warning">
            <div>{t('budget.checks')}</div>
            <ul>
              {shown.map((w, i) => (
                <li key={i}>{warningText(warningsT, { code: w.code, params: w.params ?? {} }, names)}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <Card data-testid="forecast-income">
        <h2>{t('forecast.income', { round: forma.round })}</h2>
        <Table wrapOnPhone>
          <tbody>
            {INCOME_LINES.map((line) => (
              <tr key={line} data-line={line}>
                <th scope="row">{INCOME_TOTALS.includes(line) ? <strong>{lines(`income.${line}`)}</strong> : lines(`income.${line}`)}</th>
                <Amount>
                  {INCOME_TOTALS.includes(line) ? <strong>{money(forma.incomeStatement[line] ?? 0)}</strong> : money(forma.incomeStatement[line] ?? 0)}
                </Amount>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
      <Card data-testid="forecast-cash">
        <h2>{t('forecast.cash', { round: forma.round })}</h2>
        <Table wrapOnPhone>
          <tbody>
            {CASH_LINES.map((line) => (
              <tr key={line} data-line={line}>
                <th scope="row">{lines(`cash.${line}`)}</th>
                <Amount>{money(forma.cashFlow[line] ?? 0)}</Amount>
              </tr>
            ))}
            <tr data-line="projected">
              <th scope="row">
                <strong>{t('forecast.projected')}</strong>
              </th>
              <Amount>
                <strong>{money(forma.projectedCash)}</strong>
              </Amount>
            </tr>
          </tbody>
        </Table>
        <Muted>{t('forecast.note')}</Muted>
      </Card>
    </>
  );
}
