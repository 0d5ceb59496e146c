/** The prompter page's screen, text, reading line, status and messages. */
import styled from 'styled-components';
import { PROMPTER_FONTS } from './branchFont.js';

export const Screen = styled.div`
  position: fixed;
  inset: 0;
  /* above the shell's page and drawers, under the kit's dialogs (the help) and notices */
  z-index: calc(var(--lauda-z-dialog) - 1);
  overflow: hidden;
  color: #fff;
  background: #000;
  &.idle {
    cursor: none;
  }
`;

export const Viewport = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
`;

export const Content = styled.div`
  position: relative;
  /* no margin collapses through its padding: the marks measure the same with any padding */
  display: flow-root;
  box-sizing: border-box;
  padding-left: 7vw;
  padding-right: 7vw;
  font-family: ${PROMPTER_FONTS};
  font-weight: 700;
  line-height: 1.3;
  will-change: transform;
`;

export const ReadingLine = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: 0;
  border-top: 2px solid rgba(255, 213, 74, 0.55);
  pointer-events: none;
  &::before,
  &::after {
    content: '';
    position: absolute;
    top: -13px;
    border: 12px solid transparent;
  }
  &::before {
    left: 0;
    border-left: 22px solid #ffd54a;
  }
  &::after {
    right: 0;
    border-right: 22px solid #ffd54a;
  }
`;

export const Status = styled.div`
  position: absolute;
  right: 14px;
  bottom: 12px;
  z-index: 2;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 3px 9px;
  font: 600 12px/1.4 system-ui, 'Liberation Sans', Arial, sans-serif;
  color: #9aa2ad;
  background: rgba(18, 21, 26, 0.8);
  border-radius: 10px;
  .dot {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #6f7782;
  }
  .dot.on {
    background: #3ecf6a;
  }
`;

export const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  height: 100%;
  font: 600 22px/1.4 system-ui, 'Liberation Sans', Arial, sans-serif;
  color: #c9ced6;
  button {
    padding: 8px 16px;
    font: inherit;
    font-size: 15px;
    color: #fff;
    background: #262c35;
    border: 1px solid #3a424e;
    border-radius: 4px;
    cursor: pointer;
  }
`;
