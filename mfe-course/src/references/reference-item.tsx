import type { Reference } from '@simbiz/contracts';
import { Button, Card, Row, useT } from '@simbiz/ui';
import styled from 'styled-components';
import { AuthorLine } from '../announcements/author-line';
import { extensionOf, formatFileSize, referenceIcon, siteOf } from './reference-files';
import { ReferenceIconGlyph } from './reference-icon';

const Layout = styled.div`
  display: flex;
  gap: 0.8rem;
  align-items: flex-start;
  min-width: 0;
`;

const Icon = styled.span`
  flex: none;
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  h2 {
    margin: 0 0 0.2rem;
  }
`;

const Facts = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.textMuted};
`;

/** Descriptions are plain text whose lines are kept. */
const Description = styled.p`
  margin: 0 0 0.6rem;
  white-space: pre-line;
`;

/** Looks like the ui kit's small outlined button; a real link, so it opens where the reader wants. */
const OpenLink = styled.a`
  display: inline-flex;
  align-items: center;
  padding: 0.2rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.variants.primary.background};
  border-radius: 6px;
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme }) => theme.text};
  text-decoration: none;
`;

export interface ReferenceActions {
  download: () => void;
  edit: (() => void) | null;
  remove: (() => void) | null;
}

/** One reference: its icon and kind, title, type and size (or site), description, who added it; download or open, and a manager's buttons. */
export function ReferenceItem({ reference, actions }: { reference: Reference; actions: ReferenceActions }) {
  const { t, language } = useT('course');
  const { title } = reference;
  const facts =
    reference.kind === 'file'
      ? [extensionOf(reference.fileName ?? '').toUpperCase(), reference.size !== null ? formatFileSize(reference.size, language) : ''].filter(Boolean)
      : [siteOf(reference.url)].filter(Boolean);
  return (
    <Card as="li" data-testid="reference" data-kind={reference.kind}>
      <Layout>
        <Icon>
          <ReferenceIconGlyph icon={referenceIcon(reference)} />
        </Icon>
        <Main>
          <h2>{title}</h2>
          <Facts>{[t(`references.kind.${reference.kind}`), ...facts].join(' · ')}</Facts>
          {reference.description ? <Description>{reference.description}</Description> : null}
          <AuthorLine author={reference.author} at={reference.createdAt} />
          <Row style={{ marginTop: '0.6rem' }}>
            {reference.kind === 'file' ? (
              <Button size="sm" onClick={actions.download} aria-label={t('references.downloadOf', { title })}>
                {t('references.download')}
              </Button>
            ) : (
              <OpenLink href={reference.url ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={t('references.openOf', { title })}>
                {t('references.open')} <span aria-hidden="true">↗</span>
              </OpenLink>
            )}
            {actions.edit ? (
              <Button size="sm" variant="secondary" outline onClick={actions.edit} aria-label={t('posts.editOf', { title })}>
                {t('posts.edit')}
              </Button>
            ) : null}
            {actions.remove ? (
              <Button size="sm" variant="danger" outline onClick={actions.remove} aria-label={t('posts.deleteOf', { title })}>
                {t('posts.delete')}
              </Button>
            ) : null}
          </Row>
        </Main>
      </Layout>
    </Card>
  );
}
