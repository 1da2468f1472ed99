// eSpeak NG phoneme names → IPA for re-stressed words. eSpeak's two outputs of a word line up
// token for token once a palatalisation mark `;` joins the consonant before it (`r_;` is `rʲ`),
// so only the vowels the phoneme step changed need a table; everything else keeps eSpeak's IPA.

/** eSpeak's IPA for the Russian vowel phonemes the phoneme step writes (as eSpeak prints them). */
const VOWEL_IPA: Record<string, string> = {
  A: 'ɑ', a: 'a', 'a#': 'a', V: 'ʌ', o: 'o', O: 'ɔ', '8': 'ɵ', u: 'u', 'u#': 'u', 'u"': 'u"',
  i: 'i', I: 'ɪ', y: 'y', e: 'e', E: 'ɛ', 'E#': 'ɛ', ja: 'ja', ju: 'ju', '@': 'ə',
};

function nameTokens(phonemes: string): string[] {
  const out: string[] = [];
  for (const t of phonemes.split('_')) {
    if (t === ';' && out.length) out[out.length - 1] += ';';
    else out.push(t);
  }
  while (out.length && out.at(-1) === '') out.pop();
  return out;
}

function ipaTokens(ipa: string): string[] {
  const out = ipa.split('_');
  while (out.length && out.at(-1) === '') out.pop();
  return out;
}

function vowelIpa(token: string): string | undefined {
  const mark = token[0] === "'" ? 'ˈ' : token[0] === ',' ? 'ˌ' : '';
  const ipa = VOWEL_IPA[mark ? token.slice(1) : token];
  return ipa === undefined ? undefined : mark + ipa;
}

/**
 * The IPA of a re-stressed word: eSpeak's own IPA (`ownIpa`, of `own` names) with the changed
 * vowels replaced. Null when the two outputs do not line up.
 */
export function restressedIpa(own: string, ownIpa: string, restressed: string): string | null {
  const a = nameTokens(own);
  const b = ipaTokens(ownIpa);
  const c = nameTokens(restressed);
  if (a.length !== b.length || a.length !== c.length) return null;
  const out: string[] = [];
  for (let i = 0; i < a.length; i++) {
    if (a[i] === c[i]) out.push(b[i]!);
    else {
      const v = vowelIpa(c[i]!);
      if (v === undefined) return null;
      out.push(v);
    }
  }
  return out.join('');
}
