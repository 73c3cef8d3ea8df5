import type { Author } from '@simbiz/contracts';
import { Avatar, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Line = styled.div`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-width: 0;
`;

const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
`;

const Meta = styled.span`
  color: ${({ theme }) => theme.textMuted};
  font-size: 0.85rem;
`;

/** A date and time as the page's language writes them, e.g. in a post's line. */
export function useDateTime(): (iso: string) => string {
  const { language } = useT('course');
  const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

/**
 * Who wrote a post and when: their avatar, with the instructor's corner badge (section 6) that
 * the avatar's name also says, their name, the date, and whether it was edited since.
 */
export function AuthorLine({ author, at, editedAt, children }: { author: Author; at: string; editedAt?: string | null; children?: ReactNode }) {
  const { t } = useT('course');
  const date = useDateTime();
  return (
    <Line>
      <Avatar
        seed={author.userId}
        size="sm"
        alt={author.manager ? t('posts.instructor') : ''}
        {...(author.manager ? { badge: '★', badgeVariant: 'warning' as const } : {})}
      />
      <Who>
        <strong data-testid="author-name">{author.displayName}</strong>
        <Meta>
          <time dateTime={at}>{date(at)}</time>
          {editedAt ? (
            <>
              {' · '}
              <time dateTime={editedAt} title={date(editedAt)}>
                {t('posts.edited')}
              </time>
            </>
          ) : null}
          {children}
        </Meta>
      </Who>
    </Line>
  );
}
