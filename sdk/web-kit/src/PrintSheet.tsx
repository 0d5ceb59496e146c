import styled from 'styled-components';

/**
 * A print page's document (the print kinds of web-shell/README.md): black on white whatever the
 * theme, a ruled title (`<header>` or a bare `<h1>`), `.meta` lines, a compact table whose rows do
 * not break across pages, and a `<footer>`.
 */
export const PrintSheet = styled.div`
  color: #000;
  > header,
  > h1 {
    border-bottom: 2px solid #000;
    padding-bottom: 8px;
    margin-bottom: 12px;
  }
  h1 {
    font-size: 18px;
  }
  .meta {
    font-size: 12px;
    color: #444;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 11px;
  }
  th,
  td {
    text-align: left;
    padding: 4px 6px;
    border-bottom: 1px solid #ccc;
    vertical-align: top;
  }
  th {
    border-bottom: 1px solid #000;
    text-transform: uppercase;
    font-size: 10px;
  }
  tr {
    page-break-inside: avoid;
  }
  > footer {
    margin-top: 10px;
    font-size: 11px;
    color: #444;
  }
`;
