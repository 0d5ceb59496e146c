/**
 * The teleprompter in the branch's font (README "Look of the newsroom"): the font the administrator
 * uploaded (`GET /api/branch/font`, font/ttf or font/otf) declared with @font-face while the
 * prompter's "branch font" setting is on; the bundled sans-serif stays behind it when the branch has none.
 */
import { useEffect } from 'react';

export const BRANCH_FONT_FAMILY = 'LaudaBranchFont';
export const PROMPTER_FONTS = "'Liberation Sans', Arial, Helvetica, sans-serif";

/** The prompter text's font-family: the branch font first when chosen. */
export const prompterFontFamily = (branchFont: boolean): string => (branchFont ? `'${BRANCH_FONT_FAMILY}', ${PROMPTER_FONTS}` : PROMPTER_FONTS);

/** Declares the branch font while `on` (one <style> in the page's head, removed when off). */
export function useBranchFontFace(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    const style = document.createElement('style');
    style.dataset.laudaBranchFont = '';
    style.textContent = `@font-face { font-family: '${BRANCH_FONT_FAMILY}'; src: url('/api/branch/font'); font-display: swap; }`;
    document.head.appendChild(style);
    return () => style.remove();
  }, [on]);
}
