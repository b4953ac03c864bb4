package sfx

import (
	"encoding/binary"
	"math"

	"github.com/enemyai/enemyai/entity"
)

// Effect is one of the game's sounds.
type Effect int

// The effects.
const (
	Strike Effect = iota // the player strikes
	Hurt                 // the player takes a hit
	Death                // an enemy dies
	Shot                 // an enemy fires a projectile
	Wave                 // a wave of enemies arrives
	Break                // a breakpoint stops the game

	Count // how many effects there are
)

// names are how messages and tests name the effects.
var names = [Count]string{"strike", "hurt", "death", "shot", "wave", "break"}

// String names the effect, like "strike".
func (e Effect) String() string { return names[e] }

// waveform is the shape a voice's tone repeats.
type waveform int

const (
	sine waveform = iota
	square
	triangle
	noise
)

// voice is one part of an effect: a waveform gliding from one pitch to
// another over its length, rising in attack seconds and fading out after.
type voice struct {
	wave     waveform
	from, to float64 // pitch in Hz at the start and the end (noise: ignored)
	start    float64 // when it begins, in seconds into the effect
	seconds  float64 // how long it sounds
	attack   float64 // seconds to full loudness
	loud     float64 // peak amplitude, 0 to 1
}

// voices are every effect's parts.
var voices = [Count][]voice{
	Strike: {{wave: noise, seconds: 0.08, attack: 0.002, loud: 0.35}, {wave: triangle, from: 520, to: 180, seconds: 0.09, attack: 0.002, loud: 0.4}},
	Hurt:   {{wave: square, from: 220, to: 90, seconds: 0.18, attack: 0.005, loud: 0.3}, {wave: noise, seconds: 0.1, attack: 0.002, loud: 0.2}},
	Death:  {{wave: square, from: 400, to: 60, seconds: 0.35, attack: 0.005, loud: 0.25}, {wave: noise, start: 0.05, seconds: 0.3, attack: 0.01, loud: 0.15}},
	Shot:   {{wave: sine, from: 1400, to: 500, seconds: 0.12, attack: 0.003, loud: 0.3}},
	Wave: {{wave: triangle, from: 392, to: 392, seconds: 0.16, attack: 0.01, loud: 0.4},
		{wave: triangle, from: 523, to: 523, start: 0.16, seconds: 0.16, attack: 0.01, loud: 0.4},
		{wave: triangle, from: 659, to: 659, start: 0.32, seconds: 0.3, attack: 0.01, loud: 0.4}},
	Break: {{wave: sine, from: 880, to: 880, seconds: 0.09, attack: 0.005, loud: 0.35}, {wave: sine, from: 660, to: 660, start: 0.11, seconds: 0.12, attack: 0.005, loud: 0.35}},
}

// Seconds returns how long effect e lasts.
func Seconds(e Effect) float64 {
	end := 0.0
	for _, v := range voices[e] {
		end = max(end, v.start+v.seconds)
	}
	return end
}

// Samples returns effect e as mono samples from -1 to 1 at rate samples a
// second. The noise is the same every time: an effect is a pure function of
// its numbers.
func Samples(e Effect, rate int) []float64 {
	out := make([]float64, int(math.Ceil(Seconds(e)*float64(rate))))
	seed := uint32(2463534242)
	for _, v := range voices[e] {
		first, n := int(v.start*float64(rate)), int(v.seconds*float64(rate))
		phase := 0.0
		for i := range n {
			t := float64(i) / float64(rate)
			f := v.from + (v.to-v.from)*float64(i)/float64(n)
			phase += f / float64(rate)
			phase -= math.Floor(phase)
			var s float64
			switch v.wave {
			case sine:
				s = math.Sin(2 * math.Pi * phase)
			case square:
				s = 1
				if phase >= 0.5 {
					s = -1
				}
			case triangle:
				s = 4*math.Abs(phase-0.5) - 1
			case noise:
				seed ^= seed << 13
				seed ^= seed >> 17
				seed ^= seed << 5
				s = float64(seed)/math.MaxUint32*2 - 1
			}
			envelope := min(t/v.attack, 1) * (1 - float64(i)/float64(n))
			out[first+i] += s * v.loud * envelope
		}
	}
	for i := range out {
		out[i] = min(max(out[i], -1), 1)
	}
	return out
}

// PCM returns effect e at rate as the speaker plays it: stereo, each
// sample a little-endian 32-bit float, the same on both channels.
func PCM(e Effect, rate int) []byte {
	samples := Samples(e, rate)
	out := make([]byte, 0, len(samples)*8)
	for _, s := range samples {
		bits := math.Float32bits(float32(s))
		out = binary.LittleEndian.AppendUint32(out, bits)
		out = binary.LittleEndian.AppendUint32(out, bits)
	}
	return out
}

// Heard returns the effects a step's events make: the player's strike, a
// hit the player takes (their death too), an enemy's death and a shot
// fired.
func Heard(events []entity.Event) (heard [Count]bool) {
	for _, ev := range events {
		switch {
		case ev.Kind == entity.EventAttack && ev.Source == entity.PlayerID:
			heard[Strike] = true
		case (ev.Kind == entity.EventHit || ev.Kind == entity.EventDeath) && ev.Target == entity.PlayerID:
			heard[Hurt] = true
		case ev.Kind == entity.EventDeath:
			heard[Death] = true
		case ev.Kind == entity.EventShoot:
			heard[Shot] = true
		}
	}
	return heard
}
