// The frame cap of the game's canvas in every test's browser context (session key 'sinawali:fps',
// read by src/scenes/startGame.ts). The two cores of a test machine serve two browsers, a preview
// server and the online server at once; a canvas drawn 60 times a second behind the menus takes the
// time the pages need to respond. What the tests check does not depend on the frame rate: the
// canvas's animations are stepped by time. E2E_FPS changes it on purpose (a measurement).
export const TEST_FPS = String(Number(process.env.E2E_FPS ?? 10));
