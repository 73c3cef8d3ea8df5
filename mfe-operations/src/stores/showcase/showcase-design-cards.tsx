import type { MarketEnvironment } from '@simbiz/contracts';
import { Badge, Button, Card, Muted, useT } from '@simbiz/ui';
import { textIn } from '@simbiz/web-kit';
import styled from 'styled-components';

export type ShowcaseDesign = MarketEnvironment['platforms'][number]['showcaseDesigns'][number];

/** As many cards side by side as fit; one column on a phone. */
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: 0.75rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.2rem 0.75rem;
  margin: 0 0 0.6rem;
  dd {
    margin: 0;
  }
`;

/**
 * One card per design of the platform: its name, cost and conversion lift ("+12%"), whether the
 * store uses it now or chose it this round, and the button that chooses it for this round (or
 * takes this round's choice back). Read-only: the cards without buttons.
 */
export function ShowcaseDesignCards({
  designs,
  cost,
  currentId,
  chosenId,
  readOnly,
  choose,
  takeBack,
}: {
  designs: readonly ShowcaseDesign[];
  cost: (design: ShowcaseDesign) => string;
  /** The design in force this round, if any. */
  currentId: string | undefined;
  /** The design chosen this round, if any. */
  chosenId: string | undefined;
  readOnly: boolean;
  choose: (design: ShowcaseDesign) => void;
  takeBack: () => void;
}) {
  const { t, language } = useT('operations');
  const lift = new Intl.NumberFormat(language, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 });
  return (
    <Grid data-testid="showcase-designs">
      {designs.map((d) => (
        <Card as="li" key={d.id} style={{ padding: '0.75rem', margin: 0, overflowWrap: 'anywhere' }}>
          <h2 id={`showcase-${d.id}`} style={{ fontSize: '1rem', marginBottom: '0.5rem' }}>
            {textIn(d.name, language)}
          </h2>
          <Figures>
            <Muted as="dt" style={{ margin: 0 }}>
              {t('storePlatform.showcase.cost')}
            </Muted>
            <dd>{cost(d)}</dd>
            <Muted as="dt" style={{ margin: 0 }}>
              {t('storePlatform.showcase.lift')}
            </Muted>
            <dd>{lift.format(d.conversionLift)}</dd>
          </Figures>
          {d.id === chosenId ? (
            <Badge $variant="primary">{t('storePlatform.showcase.chosen')}</Badge>
          ) : d.id === currentId ? (
            <Badge $variant="success">{t('storePlatform.showcase.current')}</Badge>
          ) : null}
          {readOnly ? null : d.id === chosenId ? (
            <div style={{ marginTop: '0.6rem' }}>
              <Button size="sm" variant="secondary" aria-describedby={`showcase-${d.id}`} onClick={takeBack}>
                {t('storePlatform.showcase.takeBack')}
              </Button>
            </div>
          ) : d.id === currentId ? null : (
            <div style={{ marginTop: '0.6rem' }}>
              <Button size="sm" aria-describedby={`showcase-${d.id}`} onClick={() => choose(d)}>
                {t('storePlatform.showcase.choose')}
              </Button>
            </div>
          )}
        </Card>
      ))}
    </Grid>
  );
}
