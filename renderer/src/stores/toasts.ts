// Short messages in the corner: what was saved, what failed and why (the server's detail).
import { create } from 'zustand';

export interface Toast {
  id: number;
  kind: 'info' | 'error';
  text: string;
}

interface ToastState {
  items: Toast[];
  push(kind: Toast['kind'], text: string): void;
  dismiss(id: number): void;
}

let next = 1;

export const useToasts = create<ToastState>()((set, get) => ({
  items: [],
  push: (kind, text) => {
    const id = next++;
    set({ items: [...get().items.slice(-4), { id, kind, text }] });
    setTimeout(() => get().dismiss(id), kind === 'error' ? 9000 : 3500);
  },
  dismiss: (id) => set({ items: get().items.filter((x) => x.id !== id) }),
}));

export const toast = (text: string): void => useToasts.getState().push('info', text);
export const toastError = (text: string): void => useToasts.getState().push('error', text);
