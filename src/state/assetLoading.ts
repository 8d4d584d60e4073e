// Progress of the asset pack a scene is loading, for the progress bar React draws over the canvas.
import { create } from 'zustand';

export interface AssetLoadingState {
  /** The pack being loaded, or null when nothing is loading. */
  pack: string | null;
  /** 0 to 1. */
  progress: number;
}

export const useAssetLoading = create<AssetLoadingState>(() => ({ pack: null, progress: 1 }));

export function reportPackProgress(pack: string, progress: number): void {
  useAssetLoading.setState(progress >= 1 ? { pack: null, progress: 1 } : { pack, progress });
}
