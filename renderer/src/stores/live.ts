// The state of the event stream, for the connection light in the top bar. What the events mean
// for the screens is api/live.ts.
import { create } from 'zustand';
import type { StreamState } from '../api/events.ts';

export const useLive = create<{ state: StreamState }>()(() => ({ state: 'stopped' }));
