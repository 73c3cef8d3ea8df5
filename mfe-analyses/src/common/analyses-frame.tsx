import { Alert, Muted, SectionLinks, Spinner, Tabs, useT } from '@simbiz/ui';
import { NavLink, useLocation, useNavigate } from '@simbiz/web-kit';
import type { ReactNode } from 'react';
import { type Analyses, useAnalyses } from './use-analyses';

export const SECTIONS = {
  finance: ['incomeStatement', 'balanceSheet', 'cashFlow'],
  sales: ['revenuesTotal', 'revenuesModel'],
} as const;

const PATHS: Record<string, string> = {
  incomeStatement: 'finance/income-statement',
  balanceSheet: 'finance/balance-sheet',
  cashFlow: 'finance/cash-flow-statement',
  revenuesTotal: 'sales/revenues-total',
  revenuesModel: 'sales/revenues-model',
};

/**
 * A page of the area: its section's tabs (routes of section 2; the address chooses the tab, a
 * click navigates), and the page itself once the figures are in, or a note when there are none.
 */
export function AnalysesFrame({ section, children }: { section: keyof typeof SECTIONS; children: (a: Analyses) => ReactNode }) {
  const { t, language } = useT('analyses');
  const analyses = useAnalyses(language);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = pathname.slice(0, pathname.indexOf('/analyses') + '/analyses'.length);
  const items = SECTIONS[section].map((name) => ({ name, label: t(`tabs.${name}`), to: `${base}/${PATHS[name]}` }));
  const active = items.find((item) => pathname.startsWith(item.to))?.name;
  return (
    <div>
      <SectionLinks aria-label={t('title')}>
        {(Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).map((name) => (
          <NavLink key={name} to={`${base}/${name}`}>
            {t(`sections.${name}`)}
          </NavLink>
        ))}
      </SectionLinks>
      <h1>{t(`sections.${section}`)}</h1>
      <Tabs tabKey={`analyses-${section}`} items={items} routeName={active} label={t('tabs.label')} onSelect={(item) => item.to && navigate(item.to)} />
      {!analyses ? (
        <Spinner label={t('loading')} />
      ) : analyses.manager ? (
        <Alert variant="info">{t('manager')}</Alert>
      ) : analyses.statements.length === 0 ? (
        <Muted>{t('noRounds')}</Muted>
      ) : (
        children(analyses)
      )}
    </div>
  );
}
