// The player-facing texts of the battle, adventure, deck and store rules, spelled as the
// specification spells them. Events carry these strings so every screen shows the same words.

export const MSG = Object.freeze({
  notEnoughEnergy: 'Not enough Energy!',
  notEnoughMana: 'Not enough mana!',
  outOfEnergy: "You're out of energy!",
  missedChance: "You've missed your chance to make a move!",
  missedAgility: 'Attack missed due to agility!',
  burnTriggered: 'Burn effect triggered',
  poisonTriggered: 'Poison effect triggered',
  timeUp: "Time's up! You are out of time!",
  timeUpDialog: 'You are out of time!',
  wonBattle: 'has won the battle!',
  deckExceeded: 'You exceeded the maximum of 7 cards in your deck.',
  deckFull: 'You can only have 7 cards in your deck.',
  personalityMax: "You've reached the maximum of 4 personality choices.",
  takeBreak: 'You decided to take a break and reflect.',
  localsUncomfortable: 'The locals seem uncomfortable with your presence.',
  starterOwned: 'You already own this card!',
  buildDeckFirst: 'Build your deck first.',
  notEnoughGoldPotion: 'Not enough gold to purchase this potion.',
  notEnoughGoldCard: 'Not enough gold to purchase this card.',
  selectOption: 'Please select an option before confirming.',
  invalidOption: 'Please select a valid option.',
});

export const criticalHitText = (n: number): string => `Critical Hit! You dealt ${n} damage!`;
export const damageText = (n: number): string => `You dealt ${n} damage.`;
export const burnTickText = (n: number, turnsLeft: number): string =>
  `Burn: -${n} HP (Turns left: ${turnsLeft})`;
export const poisonTickText = (n: number, turnsLeft: number): string =>
  `Poison: -${n} HP (Turns left: ${turnsLeft})`;
/** The computer's announcement; shown by the UI when it starts the computer's move. */
export const computerUsedText = (cardName: string): string => `Computer Used: ${cardName}`;
export const attacksFirstText = (player: 'Player 1' | 'Player 2'): string => `${player} attacks first!`;
export const potionPurchasedText = (n: number): string => `Potion purchased! Health increased by ${n}.`;
export const cardPurchasedText = (cardName: string): string => `${cardName} purchased successfully!`;
