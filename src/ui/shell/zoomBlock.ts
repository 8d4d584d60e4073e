// Spec 000 §2: browser zoom is blocked (ctrl/cmd with +, - or 0, ctrl with the wheel, pinch),
// because the battle layout is drawn for the window's own size.
const ZOOM_KEYS = new Set(['+', '=', '-', '_', '0', 'Add', 'Subtract']);
const ZOOM_CODES = new Set(['Equal', 'Minus', 'Digit0', 'NumpadAdd', 'NumpadSubtract', 'Numpad0']);

export function isZoomKey(event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'key' | 'code'>): boolean {
  return (event.ctrlKey || event.metaKey) && (ZOOM_KEYS.has(event.key) || ZOOM_CODES.has(event.code));
}

export function blockZoom(target: Window = window): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (isZoomKey(event)) event.preventDefault();
  };
  const onWheel = (event: WheelEvent) => {
    if (event.ctrlKey) event.preventDefault();
  };
  const onTouch = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  // Safari reports pinches as gesture events.
  const onGesture = (event: Event) => event.preventDefault();
  const active = { passive: false } as const;
  target.addEventListener('keydown', onKey, active);
  target.addEventListener('wheel', onWheel, active);
  target.addEventListener('touchmove', onTouch, active);
  target.addEventListener('gesturestart', onGesture, active);
  target.addEventListener('gesturechange', onGesture, active);
  return () => {
    target.removeEventListener('keydown', onKey);
    target.removeEventListener('wheel', onWheel);
    target.removeEventListener('touchmove', onTouch);
    target.removeEventListener('gesturestart', onGesture);
    target.removeEventListener('gesturechange', onGesture);
  };
}
