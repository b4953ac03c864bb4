package game

import "github.com/enemyai/enemyai/control"

// frame is the screen's layout for one update, computed once after the
// controller's update (see stage.layOut) and read by hit-testing and drawing
// alike. A new box is laid out here and drawn by the view that owns it.
type frame struct {
	cam     camera              // the arena, fitted into the view the boxes leave
	banners []banner            // the configuration's problem and warnings, wrapped to the view's width
	panel   panelLayout         // the tree panel, when open
	whatIf  whatIfLayout        // the what-if box, when there is one
	touch   control.TouchLayout // the touch controls, when shown
	// unfocused is whether the window is in the background, where an
	// interactive game holds.
	unfocused bool
	// picture is whether the frame is drawn for -screenshot: what it shows
	// depends on nothing but the run, not on how fast the machine drew it.
	picture bool
}

// layOut lays out this update's frame: the panel, the breakpoint editor and
// the key list in the right-hand column, the banners under the HUD, the what-if box above
// the timeline, the touch controls when shown along the bottom of what is
// left, and the arena fitted into what they leave, so that nothing
// covers what the boxes explain, nor the player.
func (s *stage) layOut() {
	f := &s.frame
	f.panel = s.layPanel()
	view := rect{x: 0, y: hudHeight, w: ScreenWidth}
	if f.panel.open || s.ctl.Editor.Open || s.ctl.ShowHelp {
		view.w = panelX - viewMargin
	}
	f.banners = s.banners(view.w)
	view.y += bannersHeight(f.banners)
	f.whatIf = s.layWhatIf()
	bottom := float64(timelineY)
	if f.whatIf.open {
		bottom = f.whatIf.box.y - whatIfGap/2
	}
	view.h = bottom - view.y
	view.h = s.layTouch(view) - view.y
	shown := s.ctl.Shown()
	w := shown.World
	f.cam = newCamera(w.Arena, bodyReach(w), view, s.ctl.ArenaScale(), w.Player.Pos)
	resting, reach := 0, 0.0
	for i := range w.Enemies {
		if e := &w.Enemies[i]; atRest(shown.Minds, e) && f.cam.sees(e.Pos, e.Kind.Detect) {
			resting, reach = resting+1, reach+e.Kind.Detect
		}
	}
	if resting > 0 {
		reach /= float64(resting)
	}
	f.cam.detail = newDetail(view.w*view.h, resting, float64(f.cam.pixels(reach))).quantized()
}
