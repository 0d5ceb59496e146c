/** "Buscar documentos externos" in the story form's top bar (slot `story.panels`): a button and the search dialog. */
import { useState } from 'react';
import type { PanelProps } from '@lauda/sdk/web';
import type { StoryPanelProps } from '@lauda/plugin-rundown/common';
import { Button } from '@lauda/web-kit';
import { DocumentSearchDialog } from './DocumentSearchDialog';

export default function StoryDocumentSearch(props: StoryPanelProps & PanelProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} data-testid="story-document-search">{props.t('search.open')}</Button>
      {open && <DocumentSearchDialog api={props.api} notify={props.notify} t={props.t} branch={props.branch} onClose={() => setOpen(false)} />}
    </>
  );
}
