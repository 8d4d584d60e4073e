// The nine-slice geometry of the parchment frames (`frame.parchment`, `frame.parchment.small`), in
// image pixels: corners keep their size, the edges between them repeat (torn sides) or stretch
// (the rolls), and the middle is plain paper. src/ui/styles/parchment.css uses the same numbers at
// half scale (the images are painted at twice the size they are shown).
export interface ParchmentFrame {
  readonly width: number;
  readonly height: number;
  readonly slice: {
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
    readonly left: number;
  };
}

/** A scroll: rattan-rodded rolls along the top and the foot, torn sides. */
export const PARCHMENT: ParchmentFrame = {
  width: 600,
  height: 400,
  slice: { top: 72, right: 52, bottom: 72, left: 52 },
};

/** A torn note: ragged on all four edges, for small labels and notices. */
export const PARCHMENT_SMALL: ParchmentFrame = {
  width: 300,
  height: 200,
  slice: { top: 36, right: 36, bottom: 36, left: 36 },
};
