/** The prompter's control bar (hidden while it runs and the mouse rests). */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@lauda/web-kit';
import { FONT, SPEED, type PrompterAction } from '../logic/prompter.js';
import { ON_AIR } from '../colors.js';
import type { RundownMenuItem } from '../../common/slots.js';

type T = (key: string, options?: Record<string, unknown>) => string;

export interface ControlsProps {
  t: T;
  visible: boolean;
  title: string;
  onAirLabel: string | null;
  running: boolean;
  speed: number;
  fontSize: number;
  mirror: boolean;
  /** the text in the branch's font (toggled here) */
  branchFont: boolean;
  onBranchFont(): void;
  test: boolean;
  /** what other plugins offer here (slot `prompter.actions`), e.g. loading the prompters */
  offered: RundownMenuItem[];
  onAction(action: PrompterAction): void;
  onTest(): void;
  onFullScreen(): void;
}

/** Line icons drawn here: the symbol fonts of a studio PC may lack these glyphs. */
const ICONS = {
  top: 'M5 4h14M12 20V8M7 13l5-5 5 5',
  fullScreen: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
};
function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d={ICONS[name]} />
    </svg>
  );
}

/** A button that never takes the focus: Space and the arrows stay the prompter's. */
function Btn({ label, onClick, children, active, disabled, testId, wide }: { label: string; onClick(): void; children: ReactNode; active?: boolean; disabled?: boolean; testId?: string; wide?: boolean }) {
  return (
    <Button
      type="button"
      tabIndex={-1}
      title={label}
      aria-pressed={active}
      className={[active ? 'active' : '', wide ? 'wide' : ''].filter(Boolean).join(' ')}
      disabled={disabled}
      data-testid={testId}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
    >
      {/* a wide button is named by the words it shows; a glyph (A−) by its words, hidden, so name and sight never contradict */}
      {wide ? children : <><span aria-hidden>{children}</span><VisuallyHidden>{label}</VisuallyHidden></>}
    </Button>
  );
}

export function Controls(p: ControlsProps) {
  const c = (k: string) => p.t(`prompter.controls.${k}`);
  return (
    <Bar className={p.visible ? '' : 'hidden'} data-testid="prompter-bar">
      <div className="where">
        <strong>{p.t('prompter.title')}</strong>
        <span className="title">{p.title}</span>
        <span className={p.onAirLabel ? 'air on' : 'air'} data-testid="prompter-on-air-now">
          {p.onAirLabel ? p.t('prompter.onAirNow', { story: p.onAirLabel }) : p.t('prompter.nothingOnAir')}
        </span>
      </div>
      <div className="group">
        <Btn label={c('top')} onClick={() => p.onAction('top')} testId="prompter-top"><Icon name="top" /></Btn>
        <Btn label={p.running ? c('pause') : c('play')} onClick={() => p.onAction('toggle')} active={p.running} testId="prompter-toggle">
          {p.running ? '❚❚' : '▶'}
        </Btn>
        <Btn label={c('onAir')} onClick={() => p.onAction('onAir')} testId="prompter-go-on-air">●</Btn>
      </div>
      <div className="group" title={p.t('prompter.speed')}>
        <Btn label={c('slower')} onClick={() => p.onAction('slower')} disabled={p.speed <= SPEED.min} testId="prompter-slower">−</Btn>
        <span className="value" data-testid="prompter-speed" data-speed={p.speed}>
          <small>{p.t('prompter.speed')}</small>
          {p.speed}
        </span>
        <Btn label={c('faster')} onClick={() => p.onAction('faster')} disabled={p.speed >= SPEED.max} testId="prompter-faster">+</Btn>
      </div>
      <div className="group" title={p.t('prompter.fontSize')}>
        <Btn label={c('smaller')} onClick={() => p.onAction('smaller')} disabled={p.fontSize <= FONT.min} testId="prompter-smaller">A−</Btn>
        <span className="value" data-testid="prompter-font-size">
          <small>{p.t('prompter.fontSize')}</small>
          {p.fontSize}
        </span>
        <Btn label={c('bigger')} onClick={() => p.onAction('bigger')} disabled={p.fontSize >= FONT.max} testId="prompter-bigger">A+</Btn>
      </div>
      <div className="group">
        <Btn label={c('mirror')} onClick={() => p.onAction('mirror')} active={p.mirror} testId="prompter-mirror" wide>⇋ {c('mirror')}</Btn>
        <Btn label={c('branchFontHint')} onClick={p.onBranchFont} active={p.branchFont} testId="prompter-branch-font" wide>{c('branchFont')}</Btn>
        <Btn label={p.test ? c('rundownText') : c('testText')} onClick={p.onTest} active={p.test} testId="prompter-test-toggle" wide>
          {p.test ? c('rundownText') : c('testText')}
        </Btn>
      </div>
      <span className="spacer" />
      <div className="group">
        {p.offered.map((o) => (
          <Btn key={o.id} label={o.hint ?? o.label} onClick={o.onSelect} disabled={o.disabled} testId={`prompter-${o.id}`} wide>
            {o.label}
          </Btn>
        ))}
        <Btn label={c('fullScreen')} onClick={p.onFullScreen} testId="prompter-full-screen"><Icon name="fullScreen" /></Btn>
        <Btn label={c('help')} onClick={() => p.onAction('help')} testId="prompter-help-toggle">?</Btn>
      </div>
    </Bar>
  );
}


const fade = `
  transition: opacity 0.6s ease;
  &.hidden { opacity: 0; pointer-events: none; }
`;

const Bar = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 6px 10px;
  padding: 7px 12px;
  font: 13px/1.3 system-ui, 'Segoe UI', Roboto, 'Liberation Sans', Arial, sans-serif;
  color: #d7dbe0;
  background: linear-gradient(rgba(18, 21, 26, 0.97), rgba(18, 21, 26, 0.9));
  border-bottom: 1px solid #2a3039;
  ${fade}
  .where {
    display: flex;
    flex-direction: column;
    max-width: 250px;
    white-space: nowrap;
    > * {
      overflow: hidden;
      text-overflow: ellipsis;
    }
    strong {
      font-size: 11px;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: #8d96a3;
    }
    .title {
      font-weight: 600;
      color: #fff;
    }
  }
  .air {
    font-size: 12px;
    color: #8d96a3;
  }
  .air.on {
    color: #ff8a8f;
    font-weight: 600;
    &::before {
      content: '';
      display: inline-block;
      width: 8px;
      height: 8px;
      margin-right: 6px;
      border-radius: 50%;
      background: ${ON_AIR};
    }
  }
  .group {
    display: flex;
    align-items: center;
    gap: 3px;
  }
  .value {
    display: inline-flex;
    flex-direction: column;
    align-items: center;
    min-width: 50px;
    font-size: 16px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    color: #fff;
    small {
      font-size: 10px;
      font-weight: 600;
      letter-spacing: 0.06em;
      text-transform: uppercase;
      color: #8d96a3;
    }
  }
  .spacer {
    flex: 1;
  }
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 5px;
  min-width: 30px;
  height: 30px;
  padding: 0 7px;
  font: inherit;
  font-weight: 700;
  color: #e8ebef;
  background: #262c35;
  border: 1px solid #3a424e;
  border-radius: 4px;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    background: #313845;
  }
  &.active,
  &.active:hover:not(:disabled) {
    color: #0b0d10;
    background: #9ec1ff;
    border-color: #9ec1ff;
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
  &.wide {
    font-weight: 600;
  }
`;
