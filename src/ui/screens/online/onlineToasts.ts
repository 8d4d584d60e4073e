import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { playSound } from '../../../services/audio/audio.ts';
import { onOnlineNotice, useOnlineStore } from '../../../state/online/index.ts';

/**
 * The online screens' toasts: the state's notices ('Error fetching rooms: {message}' for 3 s,
 * docs/game-design.md §10.5) and every refusal of a join, start, pick or rematch, with the server's own
 * words.
 */
export function useOnlineToasts(): void {
  const problem = useOnlineStore((s) => s.problem);
  const shown = useRef(problem?.id ?? 0);

  useEffect(
    () =>
      onOnlineNotice((notice) => {
        playSound('notify');
        if (notice.kind === 'error') toast.error(notice.text, { duration: notice.ms });
        else if (notice.kind === 'success') toast.success(notice.text, { duration: notice.ms });
        else toast(notice.text, { duration: notice.ms, icon: '✦' });
      }),
    [],
  );

  useEffect(() => {
    if (!problem || problem.id === shown.current) return;
    shown.current = problem.id;
    playSound('notify');
    toast.error(problem.message);
  }, [problem]);
}
