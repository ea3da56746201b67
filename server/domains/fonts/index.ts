/** The fonts domain (a project's Noto Serif SC subset): other domains need nothing from it; test apps clear its cache. */
export { clearFontCache } from './fonts.service';
