import { useEffect, type ReactNode } from 'react';
import { showBackdrop } from '../../state/stage.ts';
import type { LayoutName } from '../routes/routeTable.ts';

/**
 * Wraps a screen in its layout (docs/game-design.md §2.1: a route may name a layout; 'default' is the
 * fallback).
 */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  useEffect(() => {
    if (name === 'default') showBackdrop('village');
    if (name === 'fullscreen') showBackdrop('none');
    // 'home' screens call showBackdrop themselves, once their intro is over.
  }, [name]);
  return (
    <div className={`layout layout-${name}`} data-layout={name}>
      {children}
    </div>
  );
}
