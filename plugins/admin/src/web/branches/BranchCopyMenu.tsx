/**
 * "Copy to branch" in the menus of the documents that travel between installations (slot
 * `document.menu`, offered by each list through the web kit's `useDocumentMenu`).
 */
import { useEffect, useState } from 'react';
import type { DocumentMenuProps, PanelProps } from '@lauda/sdk/web';
import { BRANCH_COPY_TYPES, type BranchCopyType } from '../../common/index.js';
import { BranchCopyDialog } from './BranchCopyDialog';

const copyable = (type: string): type is BranchCopyType => (BRANCH_COPY_TYPES as readonly string[]).includes(type);

export default function BranchCopyMenu({ type, offer, ...panel }: DocumentMenuProps & PanelProps) {
  const [doc, setDoc] = useState<{ id: number; title: string } | null>(null);
  const { t } = panel;
  useEffect(() => (copyable(type) ? offer((d) => [{ id: 'copy-to-branch', label: t('branchCopy.menu'), onSelect: () => setDoc(d) }]) : undefined), [offer, type, t]);
  return doc && copyable(type) ? <BranchCopyDialog {...panel} type={type} doc={doc} onClose={() => setDoc(null)} /> : null;
}
