import { API, type ShowcaseChoice } from '@simbiz/contracts';
import { Card, Muted, Spinner, useT } from '@simbiz/ui';
import { formatMoney, platformCurrency, textIn, useApi, useRead } from '@simbiz/web-kit';
import { afterWrite } from '@simbiz/web-kit/src/decision-kit';
import { showcaseStanding } from './showcase-choices';
import { ShowcaseDesignCards, type ShowcaseDesign } from './showcase-design-cards';
import type { PlatformTabProps } from '../store-choice';
import { useMarketEnvironment } from '../store-reads';

/**
 * Showcase design (stores/platform/showcase-design): the designs the store's platform offers, the
 * one the store uses now (none chosen yet: the platform's plain design), a choice for this round
 * (which replaces the round's earlier one) and taking this round's choice back.
 */
export function ShowcaseDesignTab({ area, store }: PlatformTabProps) {
  const { t, language } = useT('operations');
  const api = useApi();
  const worldId = area.worldId;
  const environment = useMarketEnvironment(worldId);
  const [choices, reload] = useRead<ShowcaseChoice[]>(
    (client, done) => void client.call({ route: API.stores.listShowcaseChoices, data: { worldId }, success: done }),
    worldId,
  );
  if (!environment || !choices) return <Spinner label={t('loading')} />;
  const designs = environment.platforms.find((p) => p.id === store.platformId)?.showcaseDesigns ?? [];
  const currency = platformCurrency(area.resources, store.platformId);
  const cost = (design: ShowcaseDesign) => formatMoney(design.cost, currency, language);
  const standing = showcaseStanding(choices, store.storeId, area.round);
  const designOf = (choice: ShowcaseChoice | undefined) => designs.find((d) => d.id === choice?.showcaseDesignId);
  const nameOf = (choice: ShowcaseChoice | undefined) => {
    const design = designOf(choice);
    return design ? textIn(design.name, language) : t('storePlatform.showcase.plain');
  };
  // Choosing again the design the store had before changes nothing, so the engine charges nothing.
  const chosen = standing.thisRound?.showcaseDesignId === standing.before?.showcaseDesignId ? undefined : designOf(standing.thisRound);
  const done = (text: string) => afterWrite(text, reload);
  return (
    <Card data-testid="showcase-design">
      <Muted>{t('storePlatform.showcase.intro')}</Muted>
      <p data-testid="showcase-in-use">
        {t('storePlatform.showcase.inUse', { design: nameOf(standing.current) })}
        {chosen ? <> {t('storePlatform.showcase.chosenNow', { cost: cost(chosen), previous: nameOf(standing.before) })}</> : null}
      </p>
      {designs.length === 0 ? (
        <Muted>{t('storePlatform.showcase.noDesigns')}</Muted>
      ) : (
        <ShowcaseDesignCards
          designs={designs}
          cost={cost}
          currentId={standing.current?.showcaseDesignId}
          chosenId={standing.thisRound?.showcaseDesignId}
          readOnly={area.blockedBecause !== null}
          choose={(design) =>
            void api.call({
              route: API.stores.chooseShowcase,
              data: { worldId, storeId: store.storeId, showcaseDesignId: design.id },
              success: done(t('saved')),
            })
          }
          takeBack={() => {
            const choice = standing.thisRound;
            if (choice)
              void api.call({
                route: API.stores.deleteShowcaseChoice,
                data: { worldId, choiceId: choice.choiceId, version: choice.version },
                success: done(t('storePlatform.showcase.takenBack')),
              });
          }}
        />
      )}
    </Card>
  );
}
