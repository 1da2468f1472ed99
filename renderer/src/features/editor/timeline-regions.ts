// The timeline's pieces as wavesurfer regions. Rebuilding a thousand regions on every edit would
// stall a long chapter, so they are rebuilt only when the pieces themselves move, and restyled in
// place when a piece becomes "changed after voicing" or the selection moves.
import type RegionsPlugin from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { Region } from 'wavesurfer.js/dist/plugins/regions.esm.js';
import type { TimelineItem } from '../../api/types.ts';
import { speakerTint } from '../../components/colors.ts';

type Plugin = ReturnType<typeof RegionsPlugin.create>;

export interface PieceRegion {
  region: Region;
  color: string;
  /** The piece's first line: a click on the region selects it. */
  first: string;
  changed: boolean;
  selected: boolean;
}

const HATCH = 'repeating-linear-gradient(135deg, transparent 0 6px, rgba(220, 60, 40, 0.35) 6px 9px)';

/** What decides the regions' places: a change here means a rebuild. */
export function geometryOf(timeline: TimelineItem[]): string {
  return timeline.map((i) => `${i.key}@${i.t0}-${i.t1}:${i.speaker}`).join('|');
}

export function buildRegions(plugin: Plugin, timeline: TimelineItem[], colorOf: (speaker: string) => string): Map<string, PieceRegion> {
  plugin.clearRegions();
  const map = new Map<string, PieceRegion>();
  for (const item of timeline) {
    const color = colorOf(item.speaker);
    const region = plugin.addRegion({ id: item.key, start: item.t0, end: item.t1, drag: false, resize: false, color: speakerTint(color, 0.22) });
    if (region.element) region.element.title = item.text;
    map.set(item.key, { region, color, first: item.segment_ids[0] ?? '', changed: false, selected: false });
  }
  return map;
}

export function styleRegions(map: Map<string, PieceRegion>, timeline: TimelineItem[], selectedKey: string | undefined): void {
  for (const item of timeline) {
    const p = map.get(item.key);
    if (!p) continue;
    const selected = item.key === selectedKey;
    if (p.changed === item.changed && p.selected === selected) continue;
    p.changed = item.changed;
    p.selected = selected;
    p.region.setOptions({ color: speakerTint(p.color, selected ? 0.55 : 0.22) });
    const el = p.region.element;
    if (el) {
      el.style.backgroundImage = item.changed ? HATCH : '';
      el.style.outline = selected ? `2px solid ${p.color}` : '';
    }
  }
}
