import { beforeEach, describe, expect, it } from 'vitest';
import { cachedViewsStore } from './cached-views-store';

const views = () => cachedViewsStore.getState().cachedViews;
const { add, remove, removeOthers, clear } = cachedViewsStore.getState();

beforeEach(() => clear());

describe('cached views store', () => {
  it('adds a view only when flagged keep-alive and not yet cached', () => {
    add('/policy', true);
    add('/policy', true);
    add('/question', false);
    add('/regulation', undefined);
    add('/gsgg', true);
    expect(views()).toEqual(['/policy', '/gsgg']);
  });

  it('removes one view, and leaves the list alone for an unknown name', () => {
    add('/policy', true);
    add('/gsgg', true);
    const before = views();
    remove('/unknown');
    expect(views()).toBe(before);
    remove('/policy');
    expect(views()).toEqual(['/gsgg']);
  });

  it('removes all views but one', () => {
    add('/policy', true);
    add('/gsgg', true);
    add('/question', true);
    removeOthers('/gsgg');
    expect(views()).toEqual(['/gsgg']);
    removeOthers('/not-cached');
    expect(views()).toEqual([]);
  });

  it('clears every view', () => {
    add('/policy', true);
    add('/gsgg', true);
    clear();
    expect(views()).toEqual([]);
  });
});
