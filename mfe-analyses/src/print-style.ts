import { createGlobalStyle } from 'styled-components';

/**
 * A printed analyses page is a clean report: the page's title, notes, chart and tables in black
 * on white, without the menus, tabs, buttons and pickers around them; rows are not split across
 * pages and each table's headings repeat on every page.
 */
export const PrintStyle = createGlobalStyle`
  @media print {
    .no-print, nav, header, footer, aside, button, select, [role='tablist'], [data-testid='world-menu-fold'] { display: none !important; }
    html { color-scheme: light; }
    body { background: #fff !important; color: #000 !important; font-size: 11pt; }
    a { color: #000; text-decoration: none; }
    thead { display: table-header-group; }
    tr, figure, svg { break-inside: avoid; }
    h1, h2 { break-after: avoid; }
    * { box-shadow: none !important; }
  }
`;
