/** The story's PDFs (content, voice-over), made by the server's PDF service, each opened in a new tab. */
import { localeOfLang, STORY_PRINT_KINDS, storyPdfUrl } from '../logic/print.js';
import { Button } from '@lauda/web-kit';

export function StoryPdfLinks({ storyId, s }: { storyId: number; s: (key: string) => string }) {
  const locale = localeOfLang(document.documentElement.lang);
  return (
    <>
      {STORY_PRINT_KINDS.map((kind) => (
        <Button
          key={kind}
          as="a"
          $small
          href={storyPdfUrl(storyId, kind, locale)}
          target="_blank"
          rel="noopener"
          style={{ textDecoration: 'none' }}
          data-testid={`story-viewer-pdf-${kind}`}
        >
          {s(`viewer.pdf_${kind}`)}
        </Button>
      ))}
    </>
  );
}
