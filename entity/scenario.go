package entity

// Scenario is an arena with enemies and a scripted player, for the headless
// simulator, tests and the game's attract mode. It may bring kinds of its
// own, with the keys of a configuration's, and name the kinds extra enemies
// are drawn from (see Config.Crowd):
//
//	crowd = ["near"]     # -enemies N adds Near enemies only
//
//	[arena]
//	width = 20.0
//	height = 12.0
//	player_start = [2.0, 6.0]
//
//	[[enemies]]
//	kind = "near"
//	home = [10.0, 6.0]
//
//	[[steps]]            # walk to (7, 6) at the player's speed
//	move = [7.0, 6.0]
//
//	[[steps]]            # stand for 90 ticks, striking whenever ready
//	wait = 90
//	attack = true
//	invulnerable = true  # and take no damage meanwhile
type Scenario struct {
	Arena   Arena
	Kinds   map[string]*Kind // added to the configuration's
	Crowd   []string
	Enemies []Spawn
	Steps   []Step
}

// Step is one step of a scripted player: either move to a point at the
// player's speed or wait a number of ticks, optionally attacking whenever the
// player's cooldown allows, optionally invulnerable.
type Step struct {
	Move         *Vec
	Wait         int
	Attack       bool
	Invulnerable bool
}

// Apply returns a copy of cfg whose arena, enemies and crowd are the
// scenario's, with the scenario's kinds added, without waves.
func (s *Scenario) Apply(cfg *Config) *Config {
	out := cfg.Clone()
	out.Arena = s.Arena
	for name, k := range s.Kinds {
		kc := *k
		out.Kinds[name] = &kc
	}
	out.Crowd = append([]string(nil), s.Crowd...)
	out.Enemies = append([]Spawn(nil), s.Enemies...)
	out.Waves = Waves{} // a scenario plays the same story every time
	return out
}

// Script plays a scenario's steps as player intents, one per tick.
type Script struct {
	steps  []Step
	next   int
	waited int
}

// NewScript returns a script that plays steps in order.
func NewScript(steps []Step) *Script { return &Script{steps: steps} }

// Done reports whether every step has been played.
func (s *Script) Done() bool { return s.next >= len(s.steps) }

// Intent returns what the scripted player does this tick in world w. After the
// last step the player stands still.
func (s *Script) Intent(w *World) PlayerIntent {
	for !s.Done() {
		st := s.steps[s.next]
		in := PlayerIntent{Attack: st.Attack, Invulnerable: st.Invulnerable}
		if st.Move != nil {
			to := st.Move.Sub(w.Player.Pos)
			if to.Len() < 1e-9 || w.Player.Dead {
				s.next++
				continue
			}
			reach := w.Player.Stats.Speed * Dt
			in.Move = to.Scale(1 / reach) // lands exactly on the target when within reach
			if in.Move.Len() > 1 {
				in.Move = in.Move.Unit()
			}
			return in
		}
		if s.waited < st.Wait {
			s.waited++
			return in
		}
		s.waited = 0
		s.next++
	}
	return PlayerIntent{}
}
