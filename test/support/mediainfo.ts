// mediainfo (Debian's package) reads the exported files as players' libraries do. It is optional
// for `npm test` on a machine without it: the checks that read files with it say once that they
// are skipped, and the rest of each test runs (.ci/run installs it, so CI always runs them).
import { execFileSync, spawnSync } from 'node:child_process';

export const hasMediainfo = spawnSync('mediainfo', ['--Version']).status === 0;
if (!hasMediainfo) process.stderr.write('mediainfo is not installed (apt-get install mediainfo): the export checks that read files with it are skipped.\n');

export interface MediaInfoTrack {
  '@type': string;
  Language?: string;
  SamplingRate?: string;
  extra?: Record<string, string>;
  [k: string]: unknown;
}

export function mediainfo(path: string): MediaInfoTrack[] {
  return (JSON.parse(execFileSync('mediainfo', ['--Output=JSON', path], { encoding: 'utf8' })) as { media: { track: MediaInfoTrack[] } }).media.track;
}
