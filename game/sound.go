package game

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"slices"

	"github.com/ebitengine/oto/v3"

	"github.com/enemyai/enemyai/control"
	"github.com/enemyai/enemyai/internal/sfx"
)

// speaker plays the sound effects of what the world does, as the player
// hears it: it reads the events of the steps played live, the waves and the
// breakpoints, and never changes the world, so traces and replays are the
// same with sound or without.
//
// It talks to oto, Ebitengine's own sound library, rather than to
// ebiten/audio: ebiten/audio ends the game loop with an error when the
// machine has no sound device, where oto reports it as a value, which the
// speaker answers by playing silently, said once. Its context is made on the
// first gesture (in a browser, no audio context may start before one) and
// never in runs without sound: -screenshot, -measure and tests.
type speaker struct {
	ctx     *oto.Context
	pcm     [sfx.Count][]byte // every effect, synthesised when the context is made
	playing []*oto.Player
	silent  bool // no sound device: nothing is tried again

	heard // what the speaker heard last
}

// heard is what of the world the speaker has heard: the tick, the wave and
// the breakpoint's stop.
type heard struct {
	tick uint32
	wave int
	stop string
}

// sampleRate is the effects' and the context's rate.
const sampleRate = 48000

// update wakes the speaker on a gesture, when the run may sound and the
// sound is on, and plays what the steps since the last update did.
func (sp *speaker) update(g *Game, in control.Input) {
	if g.run.opts.Sound && sp.ctx == nil && !sp.silent && !g.settings.Mute && (in.Any() || in.Click) {
		sp.wake(g.ctl)
	}
	effects := sp.hear(g.ctl)
	if sp.ctx == nil || sp.silent {
		return
	}
	if err := sp.ctx.Err(); err != nil {
		sp.mute(g.ctl, err)
		return
	}
	sp.playing = slices.DeleteFunc(sp.playing, func(p *oto.Player) bool { return !p.IsPlaying() }) // done: oto lets them go
	if g.settings.Mute {
		return
	}
	for e, on := range effects {
		if on && len(sp.playing) < maxVoices {
			p := sp.ctx.NewPlayer(bytes.NewReader(sp.pcm[e]))
			p.SetVolume(float64(g.settings.Volume) / control.MaxVolume)
			p.Play()
			sp.playing = append(sp.playing, p)
		}
	}
}

// maxVoices bounds the effects sounding at once.
const maxVoices = 16

// wake synthesises the effects and makes the sound context, unless the
// machine surely has no sound device.
func (sp *speaker) wake(ctl *control.Controller) {
	if why := sfx.Missing(); why != "" {
		sp.mute(ctl, errors.New(why))
		return
	}
	ctx, _, err := oto.NewContext(&oto.NewContextOptions{SampleRate: sampleRate, ChannelCount: 2, Format: oto.FormatFloat32LE})
	if err != nil {
		sp.mute(ctl, err)
		return
	}
	for e := range sfx.Count {
		sp.pcm[e] = sfx.PCM(e, sampleRate)
	}
	sp.ctx = ctx
}

// mute gives up on sound, saying why once: in a note and on the standard
// error.
func (sp *speaker) mute(ctl *control.Controller, err error) {
	sp.silent = true
	ctl.Say("no sound device: playing silently")
	fmt.Fprintf(os.Stderr, "enemyai: no sound device: playing silently (%v)\n", err)
}

// hear returns the effects of what happened since the last update: the
// events of a step played live (not of a tick gone back to or stepped
// through in the past), a new wave, a breakpoint that stopped the game.
func (sp *speaker) hear(ctl *control.Controller) (effects [sfx.Count]bool) {
	w := ctl.Run.World
	if !ctl.Run.Past() && w.Tick > sp.tick && w.Tick-sp.tick <= maxHeardTicks {
		effects = sfx.Heard(w.Events)
		effects[sfx.Wave] = w.Wave > sp.wave
	}
	effects[sfx.Break] = ctl.Stop != "" && ctl.Stop != sp.stop && ctl.Paused
	sp.heard = heard{w.Tick, w.Wave, ctl.Stop}
	return effects
}

// maxHeardTicks is how many ticks an update may play and still be heard:
// at 4x speed four; more is a jump (a seek ahead, a replay played ahead).
const maxHeardTicks = 4
