// The chapter recording in wavesurfer.js with a region per piece of the timeline (speaker's
// colour; pieces changed after voicing hatched). A click on a region selects its lines; a line's
// ▶ plays its piece here. The audio is reloaded only when the recording itself changes.
import { useEffect, useMemo, useRef, useState } from 'react';
import WaveSurfer from 'wavesurfer.js';
import RegionsPlugin, { type Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { BookDetail, ChapterView } from '../../api/types.ts';
import { indexOf, useEditor } from '../../stores/editor.ts';
import { usePlayer } from '../../stores/player.ts';
import { useT } from '../../stores/settings.ts';
import { speakerColor } from '../../components/colors.ts';
import { fmtDuration } from '../../components/format.ts';
import { buildRegions, geometryOf, styleRegions, type PieceRegion } from './timeline-regions.ts';

interface Props {
  view: ChapterView;
  book: BookDetail | undefined;
  onPick: (segmentId: string) => void;
}

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#888';
}

export function Waveform({ view, book, onPick }: Props) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const ws = useRef<WaveSurfer | null>(null);
  const regions = useRef<ReturnType<typeof RegionsPlugin.create> | null>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(false);
  // Pixels per second of sound; 0 fits the whole chapter in the box.
  const [zoom, setZoom] = useState(0);
  const onPickRef = useRef(onPick);
  onPickRef.current = onPick;
  const recording = view.chapter.audio_url ? `${view.chapter.id}:${view.chapter.rendered_at ?? ''}` : null;
  const viewRef = useRef(view);
  viewRef.current = view;
  const urlRef = useRef(view.chapter.audio_url);
  urlRef.current = view.chapter.audio_url;

  // One wavesurfer per recording (a fresh signed link for the same recording must not reload it).
  useEffect(() => {
    const url = urlRef.current;
    if (!recording || !url || !box.current) return;
    setReady(false);
    setError(null);
    const plugin = RegionsPlugin.create();
    const w = WaveSurfer.create({
      container: box.current, url, height: 72, normalize: true, dragToSeek: true, autoScroll: true,
      waveColor: cssVar('--wave'), progressColor: cssVar('--wave-progress'), cursorColor: cssVar('--accent'), plugins: [plugin],
    });
    let owns = false;
    w.on('ready', () => setReady(true));
    w.on('error', (e) => setError(String(e.message || e)));
    w.on('timeupdate', (s) => setTime(s));
    w.on('play', () => setPlaying(true));
    w.on('pause', () => {
      setPlaying(false);
      if (owns) usePlayer.getState().timelineStopped();
      owns = false;
    });
    plugin.on('region-clicked', (region: Region, e: MouseEvent) => {
      e.stopPropagation();
      const first = pieces.current.get(region.id)?.first;
      if (first) onPickRef.current(first);
      w.setTime(region.start);
    });
    usePlayer.getState().setTimeline({
      playRange: (t0, t1) => {
        owns = true;
        void w.play(t0, t1);
      },
      stop: () => {
        owns = false;
        w.pause();
      },
    });
    ws.current = w;
    regions.current = plugin;
    return () => {
      usePlayer.getState().setTimeline(null);
      ws.current = null;
      regions.current = null;
      w.destroy();
    };
  }, [recording]);

  // Regions: rebuilt when the pieces move (a new recording, a re-voicing), restyled in place when
  // an edit marks a piece changed or the selection moves.
  const selectedId = useEditor((s) => s.selectedId);
  const index = indexOf(view);
  const selectedKey = selectedId ? index.piece.get(selectedId)?.key : undefined;
  const pieces = useRef(new Map<string, PieceRegion>());
  const geometry = useMemo(() => geometryOf(view.timeline), [view.timeline]);
  const timelineRef = useRef(view.timeline);
  timelineRef.current = view.timeline;
  useEffect(() => {
    const plugin = regions.current;
    if (!plugin || !ready) return;
    const chars = new Map((book?.characters ?? []).map((c) => [c.id, c]));
    pieces.current = buildRegions(plugin, timelineRef.current, (id) => {
      const c = chars.get(id);
      return speakerColor(c?.position ?? 0, c?.is_narrator ?? false);
    });
  }, [geometry, ready, book?.characters]);
  useEffect(() => {
    if (ready) styleRegions(pieces.current, view.timeline, selectedKey);
  }, [view.timeline, selectedKey, ready, geometry, book?.characters]);

  // Follow the selected line with the cursor (without playing), and bring its piece into view.
  useEffect(() => {
    const w = ws.current;
    if (!w || !ready || !selectedId || w.isPlaying()) return;
    const piece = indexOf(viewRef.current).piece.get(selectedId);
    if (!piece) return;
    w.setTime(piece.t0);
    if (zoom > 0) w.setScrollTime(Math.max(0, piece.t0 - 1));
  }, [selectedId, ready, zoom]);

  useEffect(() => {
    if (ready) ws.current?.zoom(zoom);
  }, [zoom, ready]);

  if (!view.chapter.audio_url) {
    return <div className="waveform empty-wave">{t('wave.notVoiced')}</div>;
  }
  return (
    <div className="waveform" data-testid="waveform">
      <div className="wave-controls">
        <button type="button" className="icon play" disabled={!ready} aria-label={t('wave.playPause')}
          onClick={() => void ws.current?.playPause()}>{playing ? '❚❚' : '▶'}</button>
        <span className="num small">{fmtDuration(time)} / {fmtDuration(view.chapter.duration_s)}</span>
        {view.chapter.changed ? <span className="badge changed">{t('wave.changedHint')}</span> : null}
        <span className="spacer" />
        <label className="inline small">
          {t('wave.zoom')}
          <input type="range" min={0} max={200} step={10} value={zoom} disabled={!ready} aria-label={t('wave.zoom')}
            onChange={(e) => setZoom(Number(e.target.value))} />
        </label>
        {!ready && !error ? <span className="muted small">{t('common.loading')}</span> : null}
        {error ? <span className="error-text small">{t('wave.error', { error })}</span> : null}
      </div>
      <div ref={box} className="wave-box" />
    </div>
  );
}
