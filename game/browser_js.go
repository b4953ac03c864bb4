//go:build js

package game

import "syscall/js"

// publish exposes the game's state to the page, for its scripts and the
// browser test: window.enemyai.
func (g *Game) publish() {
	w := g.ctl.Run.World
	state := map[string]any{
		"tick":     int(w.Tick),
		"updates":  g.run.updates,
		"playerX":  w.Player.Pos.X,
		"playerY":  w.Player.Pos.Y,
		"enemies":  len(w.Enemies),
		"selected": "",
		"panel":    g.ctl.PanelShown(),
		"paused":   g.ctl.Paused || g.unfocused,
		"scenario": g.ctl.Run.Origin().ScenarioName,
		"config":   g.ctl.Run.Origin().ConfigName,
		"note":     g.ctl.Note.Shown(),
		"editing":  g.ctl.Trees.Open,
		"start":    g.views.start.open,
	}
	if g.ctl.Selected >= 0 {
		state["selected"] = w.Enemies[g.ctl.Selected].ID
	}
	js.Global().Set("enemyai", js.ValueOf(state))
}
