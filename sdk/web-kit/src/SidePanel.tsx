import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { IconButton } from './Button';
import { useKitText } from './text';

type DataAttributes = { [name: `data-${string}`]: string | undefined };

interface SidePanelProps {
  title: string;
  width: number;
  testId: string;
  onClose(): void;
  /** the close button's name (the kit's "Close" by default) and test id */
  closeLabel?: string;
  closeTestId?: string;
  /** what the caller adds to the header, after the title */
  header?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A drawer along the window's right edge, over the page (portalled to `document.body`): its
 * title, what the caller adds to the header, a close button; Escape closes it.
 */
export function SidePanel({ title, width, testId, closeLabel, closeTestId, onClose, header, className, children, ...data }: SidePanelProps & DataAttributes) {
  const kt = useKitText();
  const close = closeLabel ?? kt('dialog.close');
  return createPortal(
    <SidePanelBox
      role="complementary"
      aria-label={title}
      data-testid={testId}
      className={className}
      style={{ width }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
      {...data}
    >
      <header>
        <h2>{title}</h2>
        {header}
        <span className="grow" />
        <IconButton label={close} data-testid={closeTestId ?? `${testId}-close`} onClick={onClose}>
          ✕
        </IconButton>
      </header>
      {children}
    </SidePanelBox>,
    document.body,
  );
}

const SidePanelBox = styled.aside`
  position: fixed;
  z-index: var(--lauda-z-drawer);
  top: 0;
  right: 0;
  bottom: 0;
  max-width: 100vw;
  display: flex;
  flex-direction: column;
  background: var(--lauda-canvas);
  color: var(--lauda-text);
  border-left: 1px solid var(--lauda-line);
  box-shadow: -12px 0 32px rgba(0, 0, 0, 0.16);
  > header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    background: var(--lauda-surface);
    border-bottom: 1px solid var(--lauda-line);
  }
  > header h2 {
    font-size: 15px;
  }
  > header .grow {
    flex: 1;
  }
  > .body {
    padding: 12px;
    overflow: auto;
  }
`;
