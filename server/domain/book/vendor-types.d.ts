// Minimal types for the parts of `az` (Russian morphology, no bundled types) the pipeline uses.
declare module 'az' {
  interface AzTag {
    POS?: string;
    CAse?: string;
    GNdr?: string;
    NMbr?: string;
    PErs?: string;
    TEns?: string;
    [grammeme: string]: unknown;
    toString(): string;
  }
  export interface AzParse {
    word: string;
    tag: AzTag;
    score: number;
    parser: string;
    normalize(keepPOS?: boolean): AzParse;
    inflect(grammemes: string[]): AzParse | false;
  }
  interface AzMorph {
    (word: string, config?: Record<string, unknown>): AzParse[];
    init(path: string, callback: (err: unknown) => void): void;
  }
  const Az: { Morph: AzMorph };
  export default Az;
}

declare module 'petrovich' {
  type Decline = Record<string, (name: string) => string>;
  type ByKind = Record<'first' | 'middle' | 'last', Decline>;
  const petrovich: {
    male: ByKind;
    female: ByKind;
    androgynous: ByKind;
    detect_gender(middle: string): 'male' | 'female' | 'androgynous';
  };
  export default petrovich;
}
