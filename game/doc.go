// Package game is the playable demo on Ebitengine: it reads the keyboard and
// the mouse into a control.Input, says what the cursor is over on the screen
// it last drew (the arena and the enemy there, a tree row of the panel, the
// timeline and its tick), hands the input to a control.Controller, which
// steps the session, and draws the arena, the enemies with their range
// gizmos, projectiles, the HUD, the tree panel, the timeline and what-ifs.
//
// Game is a plain Ebitengine game (Update, Draw, Layout). Its layout (the
// camera) is computed once per update and read by both drawing and
// hit-testing; Draw changes no state but image caches, and the rest layer's
// cache is redrawn when the controller's Version moves. Only this package
// and main import Ebitengine.
package game
