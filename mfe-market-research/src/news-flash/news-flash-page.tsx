import { API, type NewsFlash } from '@simbiz/contracts';
import { Badge, Card, Muted, Spinner, useT } from '@simbiz/ui';
import { textIn, useParams, useRead } from '@simbiz/web-kit';
import { PageTitle } from '@simbiz/web-kit/src/help-link';

/**
 * The news flash (marketResearch newsFlash.list): what happened in the market, round by round up
 * to the one being decided, newest first. News moves the market (a segment grows, shoppers grow
 * more sensitive to price): it is the first thing a team reads before it decides.
 */
export function NewsFlashPage() {
  const { t, language } = useT('marketResearch');
  const { worldId = '' } = useParams();
  const [news] = useRead<NewsFlash>((client, done) => void client.call({ route: API.engine.newsFlash, data: { worldId }, success: done }), worldId);
  if (!news) return <Spinner label={t('loading')} />;
  return (
    <div>
      <PageTitle help="segments">{t('newsFlash.title')}</PageTitle>
      <Muted>{news.currentRound === null ? t('newsFlash.notStarted') : t('newsFlash.intro', { round: news.currentRound })}</Muted>
      {news.items.length === 0 ? (
        <Muted>{t('newsFlash.none')}</Muted>
      ) : (
        <ol data-testid="news-flash" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {news.items.map((item, i) => (
            <Card as="li" key={`${item.round}-${i}`}>
              <Badge $variant={item.round === news.currentRound ? 'primary' : 'secondary'}>{t('newsFlash.round', { round: item.round })}</Badge>
              <h2>{textIn(item.title, language)}</h2>
              <p>{textIn(item.body, language)}</p>
            </Card>
          ))}
        </ol>
      )}
    </div>
  );
}
