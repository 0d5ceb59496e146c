/** The table of the rundown's dialogs (logs, templates, shortcuts, MOS devices). */
import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 12.5px;
  th { text-align: left; font-size: 10.5px; text-transform: uppercase; letter-spacing: 0.04em; color: var(--lauda-muted); padding: 4px 6px; border-bottom: 1px solid var(--lauda-line); }
  td { padding: 5px 6px; border-bottom: 1px solid #edf0f3; vertical-align: middle; }
  td.keys { white-space: nowrap; width: 190px; }
  td.actions { text-align: right; white-space: nowrap; }
  td.actions > * + * { margin-left: 4px; }
  .mono { font-family: var(--lauda-font-mono); font-size: 12px; white-space: nowrap; }
  .muted { color: var(--lauda-muted); font-size: 11px; }
  .val { max-width: 160px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-family: var(--lauda-font-mono); font-size: 11.5px; }
  tr.pinned td { background: #fbf6ea; }
  .kind { font-size: 10px; font-weight: 700; text-transform: uppercase; padding: 1px 5px; border-radius: 3px; background: var(--lauda-sunken); }
  .k-CREATED { background: #e2f4e8; color: #1d6b3d; }
  .k-DELETED { background: #fde4e5; color: #9b1118; }
  .k-MOVED { background: #e3edff; color: #1f4fa8; }
  .k-APPROVED { background: #e2f4e8; color: #1d6b3d; }
  .k-DISAPPROVED { background: #fff1d6; color: #8a5a00; }
`;
