import type { MarketEnvironment } from '@simbiz/contracts';
import { Muted, Spinner, useT } from '@simbiz/ui';
import { textIn, useApi, useParams, type WorldResources } from '@simbiz/web-kit';
import { type BaikeArticleId } from '@simbiz/web-kit/src/baike-link';
import { PageTitle } from '@simbiz/web-kit/src/help-link';
import { useWorldResources } from '@simbiz/web-kit/src/area-reads';
import type { ReactNode } from 'react';
import { SectionTabs } from './section-tabs';
import { useEnvironment } from './use-environment';

/** What a page about the markets' fixed terms shows them with: names from the resources, terms from the engine. */
export interface EnvironmentView {
  world: WorldResources;
  environment: MarketEnvironment;
}

/**
 * A page of the sales channels or the environment that reads what the screenplay fixes: its title,
 * its section's tabs, what it is about, then the page itself once the world's resources and the
 * market environment are in.
 */
export function EnvironmentFrame({
  title,
  section,
  intro,
  help,
  children,
}: {
  title: string;
  section: string;
  intro: string;
  /** The Simspedia article the page's concepts are explained in. */
  help?: BaikeArticleId;
  children: (view: EnvironmentView) => ReactNode;
}) {
  const { t } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const world = useWorldResources(useApi(), worldId);
  const environment = useEnvironment();
  if (!world || !environment) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help={help}>{title}</PageTitle>
      <SectionTabs section={section} />
      <Muted>{intro}</Muted>
      {children({ world, environment })}
    </div>
  );
}

/** A screenplay item's name in the page's language, by id. */
export function nameIn(list: readonly { id: string; name: Record<string, string> }[], id: string, language: string): string {
  return textIn(list.find((item) => item.id === id)?.name, language) || id;
}
