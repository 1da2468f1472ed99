// One voice at a time: previews, samples, line pieces and the chapter timeline share this player,
// so starting one stops the other. The chapter's waveform registers itself as the timeline.
import { create } from 'zustand';

export interface TimelinePlayer {
  playRange(t0: number, t1: number): void;
  stop(): void;
}

interface PlayerState {
  /** What plays now: a line id, a voice id, `sample:<id>`, … (null when silent). */
  playing: string | null;
  /** What is being prepared (a preview being voiced). */
  loading: string | null;
  timeline: TimelinePlayer | null;
  play(id: string, url: string): void;
  playRange(id: string, t0: number, t1: number): boolean;
  setLoading(id: string | null): void;
  setTimeline(t: TimelinePlayer | null): void;
  timelineStopped(): void;
  stop(): void;
}

let audio: HTMLAudioElement | null = null;

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio();
    audio.preload = 'auto';
    audio.addEventListener('ended', () => usePlayer.setState({ playing: null }));
    audio.addEventListener('error', () => usePlayer.setState({ playing: null, loading: null }));
  }
  return audio;
}

export const usePlayer = create<PlayerState>()((set, get) => ({
  playing: null,
  loading: null,
  timeline: null,

  play(id, url) {
    get().timeline?.stop();
    const a = element();
    a.pause();
    // Previews arrive as blob URLs: free the previous one.
    if (a.src.startsWith('blob:') && a.src !== url) URL.revokeObjectURL(a.src);
    a.src = url;
    set({ playing: id, loading: null });
    a.play().catch(() => set({ playing: null }));
  },

  playRange(id, t0, t1) {
    const tl = get().timeline;
    if (!tl) return false;
    audio?.pause();
    set({ playing: id, loading: null });
    tl.playRange(t0, t1);
    return true;
  },

  setLoading: (loading) => set({ loading }),
  setTimeline: (timeline) => set({ timeline }),
  timelineStopped: () => set({ playing: null }),

  stop() {
    audio?.pause();
    get().timeline?.stop();
    set({ playing: null, loading: null });
  },
}));
