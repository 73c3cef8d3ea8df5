/**
 * What the engine clipped or dropped of the team's decisions in the last resolved round, said in
 * the reader's words: on the world home (every area) and on each area's page (its own). Pages
 * import it from '@simbiz/web-kit/src/round-warnings' (it is not in the shell's first load) and
 * read the warnings themselves (teams.warnings). It loads its texts (the `warnings` namespace).
 */
import type { RoundWarning } from '@simbiz/contracts';
import { addCatalogue, type Locale, loadCatalogue } from '@simbiz/i18n';
import { Alert, useI18n, useT } from '@simbiz/ui';
// Small pure helpers: a remote importing this file carries its own copy of them, and nothing else of web-kit.
import { baseCurrency, formatMoney, formatPercent, textIn } from './money-format';
import { platformCurrency, type WorldResources } from './world-resources';
import { useEffect } from 'react';
import { type WarningNames, warningText } from './warning-text';

export type { WarningNames } from './warning-text';

/** The names and money of a world's warnings: the screenplay's from its resources, the company's models from `models`. */
export function warningNames(r: WorldResources, language: string, models: readonly { modelId: string; name: string }[] = []): WarningNames {
  const named = (list: readonly { id: string; name: Record<string, string> }[]) => (id: string) => textIn(list.find((x) => x.id === id)?.name, language);
  return {
    model: (id) => models.find((m) => m.modelId === id)?.name ?? '',
    warehouse: named(r.resources.warehouses),
    platform: named(r.resources.platforms),
    attribute: named(r.resources.attributes),
    channel: named(r.resources.promotionChannels),
    money: (minor, platformId) => formatMoney(minor, platformId ? platformCurrency(r, platformId) : baseCurrency(r), language),
    percent: (fraction) => formatPercent(fraction, language),
    number: (value) => new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value),
  };
}

export interface RoundWarningsProps {
  warnings: readonly RoundWarning[] | null;
  /** The engine's areas this page shows (`production`, `loans`…); all when absent. */
  areas?: readonly string[];
  names: WarningNames;
  /** Say so when the round went through exactly as decided (the world home does). */
  round?: number | null;
  testId?: string;
}

export function RoundWarnings({ warnings, areas, names, round, testId = 'round-warnings' }: RoundWarningsProps) {
  const i18n = useI18n();
  const { t } = useT('warnings');
  useEffect(() => {
    void addCatalogue(i18n, 'warnings', (locale) => loadCatalogue(locale as Locale, 'warnings'));
  }, [i18n]);
  if (!warnings || !i18n.hasResourceBundle(i18n.language, 'warnings')) return null;
  const shown = areas ? warnings.filter((w) => areas.includes(w.area)) : warnings;
  const resolved = shown[0]?.round ?? round ?? null;
  if (shown.length === 0)
    return round ? (
      <div data-testid={testId}>
        <Alert variant="success" compact>
          {t('none', { round })}
        </Alert>
      </div>
    ) : null;
  return (
    <div data-testid={testId}>
      <Alert variant="warning">
        <strong>{t('title', { round: resolved })}</strong>
        <div>{t('intro')}</div>
        <ul>
          {shown.map((w, i) => (
            <li key={i}>
              <strong>{t(`area.${w.area}`, { defaultValue: w.area })}:</strong> {warningText(t, w, names)}
            </li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
