import { Muted, Spinner, useT } from '@simbiz/ui';
import type { ReactNode } from 'react';
import type { AdminRead } from './use-admin-read';

/** What a read shows: its data once in, a busy indicator until then, a short note when it could not be read (the refusal itself was shown). */
export function Loaded<T>({ read, children }: { read: AdminRead<T>; children: (data: T) => ReactNode }) {
  const { t } = useT('admin');
  if (read.data !== null) return <>{children(read.data)}</>;
  if (read.failed && !read.loading) return <Muted>{t('common.loadFailed')}</Muted>;
  return <Spinner label={t('common.loading')} />;
}
