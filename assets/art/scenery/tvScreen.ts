// Where the painted television (`tv.set`, assets/art/scenery/television.png) leaves its screen open:
// the not-found page lays its moving static and the 404 text into this hole. In image pixels.
export const TV_SET = { width: 800, height: 760 } as const;

export const TV_SCREEN = { x: 130, y: 262, width: 390, height: 326, radius: 46 } as const;
