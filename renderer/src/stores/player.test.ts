// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlayer, type TimelinePlayer } from './player.ts';

function fakeTimeline(): TimelinePlayer & { played: Array<[number, number]>; stopped: number } {
  const t = { played: [] as Array<[number, number]>, stopped: 0, playRange: (a: number, b: number) => void t.played.push([a, b]), stop: () => void t.stopped++ };
  return t;
}

beforeEach(() => usePlayer.setState({ playing: null, loading: null, timeline: null }));

describe('one sound at a time', () => {
  it('plays a piece of the chapter recording on the timeline, and only when there is one', () => {
    const p = usePlayer.getState();
    expect(p.playRange('s1', 1, 2)).toBe(false);
    const timeline = fakeTimeline();
    p.setTimeline(timeline);
    expect(usePlayer.getState().playRange('s1', 1, 2)).toBe(true);
    expect(timeline.played).toEqual([[1, 2]]);
    expect(usePlayer.getState().playing).toBe('s1');
    usePlayer.getState().timelineStopped();
    expect(usePlayer.getState().playing).toBeNull();
  });

  it('stops the timeline when a preview starts, and clears what was being prepared', () => {
    const timeline = fakeTimeline();
    usePlayer.getState().setTimeline(timeline);
    usePlayer.getState().setLoading('preview:v1');
    usePlayer.getState().play('preview:v1', 'data:audio/wav;base64,');
    expect(timeline.stopped).toBe(1);
    expect(usePlayer.getState()).toMatchObject({ playing: 'preview:v1', loading: null });
    usePlayer.getState().stop();
    expect(usePlayer.getState()).toMatchObject({ playing: null, loading: null });
    expect(timeline.stopped).toBe(2);
  });
});
