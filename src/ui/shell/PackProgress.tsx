import { useAssetLoading } from '../../state/assetLoading.ts';

/** A thin bar along the top while a screen's asset pack loads. */
export function PackProgress() {
  const { pack, progress } = useAssetLoading();
  if (!pack) return null;
  return (
    <div
      className="pack-progress"
      role="progressbar"
      aria-label={`Loading ${pack}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <span style={{ transform: `scaleX(${progress})` }} />
    </div>
  );
}
