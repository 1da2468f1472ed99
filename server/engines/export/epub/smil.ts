// Media Overlays: one SMIL document per chapter, a `<par>` per spoken line pairing its `<span id>`
// in the chapter's XHTML with its stretch of the chapter's audio (clipBegin/clipEnd).
import { chapterFile, clock, xml, type EpubChapter } from './model.ts';

export function chapterSmil(c: EpubChapter, k: number, audioHref: string): string {
  const file = chapterFile(k);
  const pars: string[] = [];
  for (const p of c.paragraphs) {
    for (const s of p.parts) {
      if (!s.id || !s.clip) continue;
      pars.push(`<par id="par-${xml(s.id)}"><text src="${file}.xhtml#${xml(s.id)}"/><audio src="${xml(audioHref)}" clipBegin="${clock(s.clip.begin)}" clipEnd="${clock(s.clip.end)}"/></par>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
<body>
<seq id="seq-${file}" epub:textref="${file}.xhtml" epub:type="chapter">
${pars.join('\n')}
</seq>
</body>
</smil>
`;
}
