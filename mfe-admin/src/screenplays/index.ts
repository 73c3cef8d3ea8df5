export { ScreenplaysListPage } from './screenplays-list-page';
export { ScreenplayImportPage } from './screenplay-import-page';
