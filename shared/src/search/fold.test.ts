import { describe, expect, it } from 'vitest';
import { foldForSearch } from './fold';

describe('foldForSearch', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إيمان', 'ايمان'],
    ['آمال', 'امال'],
    ['فاطمة', 'فاطمه'],
    ['مصطفى', 'مصطفي'],
    ['محمَّد', 'محمد'],
    ['مـحـمـد', 'محمد'],
    ['مؤمن', 'مومن'],
    ['  Élie   KHOURY ', 'elie khoury'],
    ['Çedars Ñ', 'cedars n'],
  ])('%j folds to %j', (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
  });
});
