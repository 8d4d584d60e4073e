// Online play's state (docs/architecture.md "Online play"): the lobby, the room and its chat, the fighter
// pick, and the match followed from the authority's views into the battle store. The screens read
// useOnlineStore and call these commands; the battle screens resume with resumeCurrentBattle.
export {
  openLobby,
  closeLobby,
  openRoom,
  createRoom,
  joinRoom,
  joinByInvite,
  leaveRoom,
  sendChat,
  startGame,
  pickFighter,
  requestRematch,
  onOnlineNotice,
  roomsErrorText,
  ROOMS_ERROR_MS,
  UNREACHABLE,
} from './lobby.ts';
export type { OnlineNotice } from './lobby.ts';
export { currentMatchView, enterMatchBattle, resumeCurrentBattle } from './match.ts';
export { planFromView, stateFromView } from './viewBattle.ts';
export { findQuickMatch, cancelQuickMatch } from './quickMatch.ts';
export { watchMatch, stopWatching, resumeWatching } from './spectate.ts';
export { useOnlineStore, mySeat, statusOf, CHAT_KEPT } from './store.ts';
export type { ListedRoom, OnlineProblem, OnlineStoreState } from './store.ts';
export { readMemory as onlineMemory } from './memory.ts';
