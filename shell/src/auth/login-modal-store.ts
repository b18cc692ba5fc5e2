import { create } from 'zustand';

type LoginView = 'login' | 'recovery' | 'recovery-sent';

interface LoginModalState {
  isOpen: boolean;
  view: LoginView;
  /** Where to go after signing in (the protected page the user was heading to). */
  returnTo: string | null;
  /** What had the focus when the modal opened (its button): the focus goes back there. */
  opener: HTMLElement | null;
  openLogin: (returnTo?: string | null) => void;
  showView: (view: LoginView) => void;
  close: () => void;
}

/** The login modal is opened from many places (nav, guards, registration link): one store for it. */
export const useLoginModal = create<LoginModalState>((set) => ({
  isOpen: false,
  view: 'login',
  returnTo: null,
  opener: null,
  openLogin: (returnTo = null) =>
    set({
      isOpen: true,
      view: 'login',
      returnTo,
      opener: document.activeElement instanceof HTMLElement ? document.activeElement : null,
    }),
  showView: (view) => set({ view }),
  close: () => set({ isOpen: false, view: 'login' }),
}));
