import { beforeEach, describe, expect, it } from 'vitest';
import { indexOf, rangeOf, useEditor } from './editor.ts';
import { chapterView, segment } from '../test/fixtures.ts';
import type { TimelineItem } from '../api/types.ts';

const view = chapterView([segment('s1'), segment('s2', { review: true }), segment('s3'), segment('s4', { review: true })], {
  timeline: [{ key: 'p1', segment_ids: ['s1', 's2'], t0: 0, t1: 1 } as TimelineItem],
});
const ed = () => useEditor.getState();

beforeEach(() => {
  ed().close();
  ed().open('c1');
});

describe('editor UI state', () => {
  it('selects the first line of a chapter, and keeps a selected line that is still there', () => {
    ed().keepSelection(view);
    expect(ed().selectedId).toBe('s1');
    ed().select('s3');
    ed().keepSelection(view);
    expect(ed().selectedId).toBe('s3');
    ed().keepSelection(chapterView([segment('s9')]));
    expect(ed().selectedId).toBe('s9');
  });

  it('moves the selection by lines, stopping at both ends', () => {
    ed().select('s2');
    ed().move(view, 1);
    expect(ed().selectedId).toBe('s3');
    ed().move(view, 10);
    expect(ed().selectedId).toBe('s4');
    ed().move(view, -10);
    expect(ed().selectedId).toBe('s1');
  });

  it('jumps to the next line under review, wrapping around, and says when there is none', () => {
    ed().select('s2');
    expect(ed().nextReview(view)).toBe(true);
    expect(ed().selectedId).toBe('s4');
    expect(ed().nextReview(view)).toBe(true);
    expect(ed().selectedId).toBe('s2');
    expect(ed().nextReview(chapterView([segment('a'), segment('b')]))).toBe(false);
  });

  it('forgets the selection when another chapter opens', () => {
    ed().select('s3');
    ed().open('c1');
    expect(ed().selectedId).toBe('s3');
    ed().open('c2');
    expect(ed().selectedId).toBeNull();
  });

  it('indexes a view once: line positions and the piece of the recording that holds each line', () => {
    const index = indexOf(view);
    expect(index.pos.get('s3')).toBe(2);
    expect(index.piece.get('s2')?.key).toBe('p1');
    expect(index.piece.has('s3')).toBe(false);
    expect(indexOf(view)).toBe(index);
    expect(indexOf(null).pos.size).toBe(0);
  });

  it('selects a run of lines with Shift (click or arrows), in text order, and a plain move ends it', () => {
    ed().select('s3');
    ed().selectTo('s1');
    expect(rangeOf(view, ed().anchorId, ed().selectedId)).toEqual(['s1', 's2', 's3']);
    ed().extend(view, 1);
    expect(rangeOf(view, ed().anchorId, ed().selectedId)).toEqual(['s2', 's3']);
    ed().extend(view, 5);
    expect(rangeOf(view, ed().anchorId, ed().selectedId)).toEqual(['s3', 's4']);
    ed().move(view, -1);
    expect(ed().anchorId).toBeNull();
    expect(rangeOf(view, ed().anchorId, ed().selectedId)).toEqual(['s3']);
  });

  it('drops the run\'s start when its line is gone from a new view of the chapter', () => {
    ed().select('s2');
    ed().selectTo('s4');
    ed().keepSelection(chapterView([segment('s3'), segment('s4')]));
    expect(ed().anchorId).toBeNull();
    expect(ed().selectedId).toBe('s4');
  });
});
