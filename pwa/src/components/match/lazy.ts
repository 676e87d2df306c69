import { lazy } from 'react';
import { withLaterTexts } from '../../i18n';

/**
 * The match report's parts on the public pages, with their texts: they come after the first paint
 * (the texts are in the later group), and only when a game's answer carries a report to show.
 */
export const LazyClockFace = lazy(withLaterTexts(() => import('./clock-face').then((m) => ({ default: m.ClockFace }))));
export const LazyReportSections = lazy(withLaterTexts(() => import('./report-sections').then((m) => ({ default: m.ReportSections }))));
export const LazyPlayerTags = lazy(withLaterTexts(() => import('./player-tags')));
