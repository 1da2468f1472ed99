/** The cast in the order the studio shows it and the 1…9 keys pick it: narrator first, then by share of text. */
export function sortCast<C extends { is_narrator: boolean; share: number }>(cast: C[]): C[] {
  return [...cast].sort((a, b) => Number(b.is_narrator) - Number(a.is_narrator) || b.share - a.share);
}
