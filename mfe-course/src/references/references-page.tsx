import { API, type Reference } from '@simbiz/contracts';
import { askToConfirm, Button, Card, Muted, Row, Spinner, toasts, useT } from '@simbiz/ui';
import { useApi, useFileTransfer } from '@simbiz/web-kit';
import { useState } from 'react';
import { changedFields } from '../announcements/posts';
import { useLiveRead } from '../announcements/use-live-read';
import { useCurrentWorld } from '../common/use-loaded-world';
import { CardList } from '../discussions/discussions-page';
import { type ReferenceDraft, ReferenceForm } from './reference-form';
import { ReferenceItem } from './reference-item';
import { UploadForm } from './upload-form';

const NEW_LINK: ReferenceDraft = { title: '', url: '', description: '' };

/**
 * References (section 2): the course's files and links. Everyone downloads the files and opens the
 * links; managers add links, upload files, edit titles and descriptions, and delete. What a manager
 * adds shows on every open page (the course's events).
 */
export function ReferencesPage() {
  const current = useCurrentWorld();
  const { t } = useT('course');
  const writer = useApi();
  const transfer = useFileTransfer();
  const [adding, setAdding] = useState<'link' | 'file' | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const worldId = current?.worldId;
  const [list, reload] = useLiveRead(API.references.list, worldId ? { worldId } : null, 'references');

  if (!current || !worldId || !list) return <Spinner label={t('loading')} />;
  const done = (text: string) => {
    toasts.show({ text });
    reload();
  };
  const addLink = ({ title, url, description }: ReferenceDraft, saved: () => void) =>
    void writer.call({
      route: API.references.addLink,
      data: { worldId, title, url: url ?? '', description },
      success: () => (saved(), setAdding(null), done(t('references.added'))),
    });
  const update = (reference: Reference) => (draft: ReferenceDraft, saved: () => void) => {
    const change = changedFields(draftOf(reference), draft);
    if (Object.keys(change).length === 0) return setEditing(null);
    const { url, ...rest } = change;
    void writer.call({
      route: API.references.update,
      data: { worldId, referenceId: reference.id, ...rest, ...(typeof url === 'string' ? { url } : {}) },
      success: () => (saved(), setEditing(null), done(t('references.saved'))),
    });
  };
  const remove = (reference: Reference) => () =>
    askToConfirm({
      question: t('references.confirmDelete', { title: reference.title }),
      confirmText: t('posts.delete'),
      cancelText: t('common:messageBox.cancel'),
      onConfirm: () =>
        void writer.call({ route: API.references.remove, data: { worldId, referenceId: reference.id }, success: () => done(t('references.deleted')) }),
    });
  const download = (reference: Reference) => () =>
    void transfer.download({ worldId, referenceId: reference.id, fileName: reference.fileName ?? reference.title });

  return (
    <div>
      <h1>{t('references.title')}</h1>
      <Muted>{t('references.lead')}</Muted>
      {list.canManage && adding === null ? (
        <Row style={{ marginBottom: '1rem' }}>
          <Button onClick={() => setAdding('file')}>{t('references.upload')}</Button>
          <Button variant="secondary" onClick={() => setAdding('link')}>
            {t('references.addLink')}
          </Button>
        </Row>
      ) : null}
      {list.canManage && adding !== null ? (
        <Card aria-labelledby="add-reference-heading">
          <h2 id="add-reference-heading">{t(adding === 'file' ? 'references.upload' : 'references.addLink')}</h2>
          {adding === 'file' ? (
            <UploadForm worldId={worldId} uploaded={() => (setAdding(null), done(t('references.added')))} cancel={() => setAdding(null)} />
          ) : (
            <ReferenceForm initial={NEW_LINK} submitText={t('references.addLinkSubmit')} save={addLink} cancel={() => setAdding(null)} />
          )}
        </Card>
      ) : null}
      {list.items.length === 0 ? <Muted data-testid="references-empty">{t('references.empty')}</Muted> : null}
      <CardList>
        {list.items.map((reference) =>
          editing === reference.id && list.canManage ? (
            <Card as="li" key={reference.id} aria-labelledby={`edit-${reference.id}`}>
              <h2 id={`edit-${reference.id}`}>{t('references.editHeading', { title: reference.title })}</h2>
              <ReferenceForm initial={draftOf(reference)} submitText={t('common:messageBox.save')} save={update(reference)} cancel={() => setEditing(null)} />
            </Card>
          ) : (
            <ReferenceItem
              key={reference.id}
              reference={reference}
              actions={{
                download: download(reference),
                edit: list.canManage ? () => setEditing(reference.id) : null,
                remove: list.canManage ? remove(reference) : null,
              }}
            />
          ),
        )}
      </CardList>
    </div>
  );
}

/** A reference as its edit form starts: a link with its address, a file without. */
function draftOf(reference: Reference): ReferenceDraft {
  return { title: reference.title, url: reference.kind === 'link' ? (reference.url ?? '') : null, description: reference.description };
}
