// Package game is the playable demo on Ebitengine: it turns keys into the
// player's intent, steps the world with package ai's enemy minds once per
// update at 60 ticks per second, and draws the arena, the enemies with their
// detect and attack range gizmos, projectiles and the HUD.
//
// Game is a plain Ebitengine game (Update, Draw, Layout). Its logic runs on
// Update with a control.Input snapshot, so tests drive it without a keyboard; only
// this package and main import Ebitengine.
package game
