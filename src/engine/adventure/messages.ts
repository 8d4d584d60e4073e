// The adventure's messages of docs/game-design.md §10.3, spelled as the spec spells them, and the few
// the game adds where the spec is silent.
export const ADVENTURE_MESSAGES = Object.freeze({
  notLoggedIn: 'User is not logged in.',
  noUserId: 'User ID is not found in localStorage.',
  loadFailed: 'Failed to load adventure data.',
  saveFailed: 'An error occurred. Please try again later.',
  deckConfirmed: 'Deck has been confirmed!',
  deckReset: 'Your deck has been reset.',
  deckResetFailed: 'An error occurred while resetting your deck.',
  unexpected: 'An unexpected error occurred.',
  noHero: 'This adventure has no hero to continue with.',
  deleted: 'The adventure has been deleted.',
  deleteFailed: 'The adventure could not be deleted. Please try again.',
  listFailed: 'Your adventures could not be loaded.',
});
