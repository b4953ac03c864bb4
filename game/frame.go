package game

import (
	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/entity"
)

// frame is the screen's layout for one update, computed once after the
// controller's update (see stage.layOut) and read by hit-testing and drawing
// alike. A new box is laid out here and drawn by the view that owns it.
type frame struct {
	screen  screen              // the logical screen, from the device's size
	side    rect                // the panel's place, where the key list and the editors open too
	cam     camera              // the arena, fitted into the view the boxes leave
	banners []banner            // the configuration's problem and warnings, wrapped to the view's width
	panel   panelLayout         // the tree panel, when open
	whatIf  whatIfLayout        // the what-if box, when there is one
	touch   control.TouchLayout // the touch controls, when shown
	// help is the key list's pages, while it is open (see helpPages).
	help [][]string
	// marks is where the player's halo and hit points are on the screen
	// (see playerMarks): labels, the menus and the bars of enemies drawn
	// over the rest layer make way for them.
	marks rect
	// starting is whether the start screen covers the game: the timeline's
	// words, which would show through under its lines, wait until it goes
	// (a note stays its time: the world stands still under it).
	starting bool
	// unfocused is whether the window is in the background, or the page's
	// key list covers the game (pageKeys): an interactive game holds.
	unfocused, pageKeys bool
	// picture is whether the frame is drawn for -screenshot: what it shows
	// depends on nothing but the run, not on how fast the machine drew it.
	picture bool
	// bare is whether the frame is laid out for the screen alone, nothing
	// open beside the arena (the side, a what-if's box): how the start's
	// zoom is worked out, which follows the screen, not what is open.
	bare bool
}

// standsStill reports whether the device holds the world still, whatever
// the controller decides: the window in the background, the page's key
// list over the game (unfocused), or the touch toolbar's sheet.
func (s *stage) standsStill() bool { return s.unfocused || s.touch.Sheet }

// sided reports whether the side is open: the panel, the breakpoint editor
// or the key list.
func (s *stage) sided() bool { return s.ctl.PanelShown() || s.ctl.Editor.Open || s.ctl.ShowHelp }

// layOut lays out this update's frame on the logical screen the device
// makes (screenFor): the banners under the HUD, the what-if box above the
// timeline, the panel, the breakpoint editor and the key list in the
// right-hand column (upright: below the arena, above the what-if box or
// the timeline), the touch controls when shown along the bottom of what is
// left, and the arena fitted into what they leave, so that nothing covers
// what the boxes explain, nor the player. windows are where the editors'
// windows are open: the panel's parts end above one over its lower part.
func (s *stage) layOut(windows []rect) {
	f := &s.frame
	f.screen = screenFor(s.device)
	sided := s.sided() && !f.bare
	f.whatIf = whatIfLayout{}
	if !f.bare {
		f.whatIf = s.layWhatIf()
	}
	bottom := f.screen.timelineY()
	if f.whatIf.open {
		bottom = f.whatIf.box.y - whatIfGap/2
	}
	view := rect{x: 0, y: f.screen.hud, w: f.screen.w}
	if !f.screen.portrait { // the column beside the arena and the banners
		f.side = f.screen.side(view.y, bottom)
		if sided {
			view.w = f.side.x - viewMargin
		}
	}
	f.banners = s.banners(view.w)
	unbannered := view.y
	view.y += bannersHeight(f.banners)
	if f.screen.portrait { // the lower part, under the arena
		f.side = f.screen.side(view.y, bottom)
		if sided {
			bottom = f.side.y - viewMargin
		}
	}
	f.panel = s.layPanel(windows)
	view.h = bottom - view.y
	view.h = s.layTouch(view) - view.y
	shown := s.ctl.Shown()
	w := shown.World
	f.cam = s.followStill(w, view, unbannered)
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
	f.marks = s.playerMarks()
}

// followStill returns the camera on the arena for the view (see follow),
// whose top the banners moved down from unbannered: the camera of the view
// without them where the arena it draws, bodies at its edges included,
// stays clear of the banners, so that a banner coming or going (a
// breakpoint's, a reload's) does not move the arena under the eyes reading
// it; else the camera of the view left.
func (s *stage) followStill(w *entity.World, view rect, unbannered float64) camera {
	if view.y == unbannered {
		return s.follow(w, view)
	}
	whole := view
	whole.y, whole.h = unbannered, view.h+view.y-unbannered
	still := s.follow(w, whole)
	if still.oy-bodyReach(w)*still.scale < view.y+viewMargin {
		return s.follow(w, view)
	}
	still.view = view // drawn and clipped below the banners
	return still
}

// follow returns the camera on the arena for the view: fitted whole, or
// zoomed in and following the player, and the selected enemy with them
// where both fit the view (centred between them; a dead enemy where it is
// drawn, at home), so that the enemy whose panel is read stays on the
// screen as the panel shrinks the view (a phone held upright).
func (s *stage) follow(w *entity.World, view rect) camera {
	reach, zoom, player := bodyReach(w), s.ctl.ArenaScale(), w.Player.Pos
	if i := s.ctl.Selected; i >= 0 && i < len(w.Enemies) && zoom > 1 {
		enemy := drawnAt(&w.Enemies[i])
		both := newCamera(w.Arena, reach, view, zoom, player.Add(enemy).Scale(0.5))
		if both.holds(player, reach) && both.holds(enemy, reach) {
			return both
		}
	}
	return newCamera(w.Arena, reach, view, zoom, player)
}
