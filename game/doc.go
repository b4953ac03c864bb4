// Package game is the playable demo on Ebitengine: it reads the keyboard,
// the pads, the mouse and the fingers (through control.Touch) into a
// control.Input, says what the pointer is over on the frame
// on the screen (the arena and the enemy there, a tree row or a graph box of
// the panel, the timeline and its tick), hands the input to a
// control.Controller, which steps the session, and draws the world shown.
//
// Game is a plain Ebitengine game (Update, Draw, Layout) with four fields: the
// stage (the controller, the drawing kit and this update's frame), the
// views, how the run goes (a screenshot, a measurement, quitting), and where
// input comes from. Every update lays out one frame (stage.layOut: the
// camera fitted beside the panel and above the what-if box and the touch
// controls, the banners, the panel's parts) after the controller has stepped, and the views lay out
// what they own on it (the panel inspects the selected enemy and lays out
// its graph). Hit-testing and drawing read the same frame. Each view (arena,
// HUD, panel, timeline, what-if, breakpoint editor, touch controls, key list) owns its state,
// its hit-testing and its drawing; a new box is laid out in frame.go and
// drawn by its view. Draw changes nothing but the views' image caches; the
// rest layer's cache is redrawn when the controller's Version moves. Only
// this package and main import Ebitengine.
package game
