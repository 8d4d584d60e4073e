// The three answers every scenario offers (docs/game-design.md §5.6): A talks or helps (neutral), B fights
// (aggressive, leads to a story battle), C walks away (neglect). The wording varies; the letter
// and its meaning never do. Here {who} and {foe} are already known to the player, so they read
// with 'the' ('the old ferryman', not 'an old ferryman').

export const NEUTRAL_CHOICES: readonly string[] = [
  'Speak with {who} and learn what {foe} truly want.',
  'Offer {who} your help and ask for the whole story first.',
  'Watch {foe} from a safe distance before you decide anything.',
  'Ask the elders about {foe} and look for a peaceful way out.',
];

export const AGGRESSIVE_CHOICES: readonly string[] = [
  'Grip your baston and drive {foe} away from {spot}.',
  'Challenge {foe} to a fight, here and now.',
  'Strike first with a swift abanico before {foe} can gather.',
  'Stand your ground at {spot} and face {foe} with both sticks weaving.',
];

export const NEGLECT_CHOICES: readonly string[] = [
  'Leave {who} to the trouble and walk on.',
  'Turn away from {spot} and rest in the shade.',
  'Pretend you saw nothing and keep to the road.',
  'Tell {who} it is none of your business, and leave.',
];

/** The closing question before the choices. */
export const CHOICE_PROMPTS: readonly string[] = [
  'What will you do?',
  'How do you answer?',
  'The moment will not wait. Choose.',
  'Everyone is watching you. What now?',
];
