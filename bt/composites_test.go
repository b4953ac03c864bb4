package bt

import "testing"

func TestComposites(t *testing.T) {
	tests := []struct {
		name  string
		root  func() *Node[*probe]
		steps []step
	}{
		{
			name: "sequence: all succeed is Success (not the tutorial's Failure)",
			root: func() *Node[*probe] { return Sequence("seq", act("a"), act("b")) },
			steps: []step{
				{want: Success, log: "a.start b.start"},
				{want: Success, log: "a.start b.start"},
			},
		},
		{
			name: "sequence: failure stops at the failing child",
			root: func() *Node[*probe] { return Sequence("seq", act("a"), act("b"), act("c")) },
			steps: []step{
				{set: S{"b": Failure}, want: Failure, log: "a.start b.start"},
			},
		},
		{
			name: "sequence resumes at the running child",
			root: func() *Node[*probe] { return Sequence("seq", act("a"), act("b"), act("c")) },
			steps: []step{
				{set: S{"b": Running}, want: Running, log: "a.start b.start"},
				{want: Running, log: "b.tick"},
				{set: S{"b": Success}, want: Success, log: "b.tick c.start"},
				{want: Success, log: "a.start b.start c.start"},
			},
		},
		{
			name: "reactive sequence re-checks from the first child; a failing condition halts the running child",
			root: func() *Node[*probe] { return ReactiveSequence("rseq", cond("ok"), act("a")) },
			steps: []step{
				{set: S{"a": Running}, want: Running, log: "ok? a.start"},
				{want: Running, log: "ok? a.tick"},
				{set: S{"ok": Failure}, want: Failure, log: "ok? a.halt"},
				{set: S{"ok": Success}, want: Running, log: "ok? a.start"},
			},
		},
		{
			name: "reactive sequence: an earlier child that now runs halts the later one after its tick",
			root: func() *Node[*probe] { return ReactiveSequence("rseq", act("a"), act("b")) },
			steps: []step{
				{set: S{"b": Running}, want: Running, log: "a.start b.start"},
				{set: S{"a": Running}, want: Running, log: "a.start b.halt"},
				{want: Running, log: "a.tick"},
			},
		},
		{
			name: "reactive sequence: a stateful child that succeeds again does not disturb the running one",
			root: func() *Node[*probe] { return ReactiveSequence("rseq", act("a"), act("b")) },
			steps: []step{
				{set: S{"b": Running}, want: Running, log: "a.start b.start"},
				{want: Running, log: "a.start b.tick"},
				{want: Running, log: "a.start b.tick"},
				{set: S{"b": Success}, want: Success, log: "a.start b.tick"},
			},
		},
		{
			name: "reactive selector: a stateful higher child that fails again does not disturb the running one",
			root: func() *Node[*probe] { return ReactiveSelector("rsel", act("x"), act("lo")) },
			steps: []step{
				{set: S{"x": Failure, "lo": Running}, want: Running, log: "x.start lo.start"},
				{want: Running, log: "x.start lo.tick"},
				{want: Running, log: "x.start lo.tick"},
				{set: S{"x": Running}, want: Running, log: "x.start lo.halt"},
			},
		},
		{
			name: "reactive sequence: facing the target each tick does not restart the swing",
			root: func() *Node[*probe] {
				return ReactiveSequence("attack", Action("face", func(p *probe) Status {
					p.log = append(p.log, "face")
					return Success
				}), act("swing"))
			},
			steps: []step{
				{set: S{"swing": Running}, want: Running, log: "face swing.start"},
				{want: Running, log: "face swing.tick"},
				{set: S{"swing": Success}, want: Success, log: "face swing.tick"},
			},
		},
		{
			name: "selector: first success wins",
			root: func() *Node[*probe] { return Selector("sel", act("a"), act("b"), act("c")) },
			steps: []step{
				{set: S{"a": Failure}, want: Success, log: "a.start b.start"},
				{set: S{"b": Failure, "c": Failure}, want: Failure, log: "a.start b.start c.start"},
			},
		},
		{
			name: "selector resumes at the running child without re-trying earlier ones",
			root: func() *Node[*probe] { return Selector("sel", act("a"), act("b")) },
			steps: []step{
				{set: S{"a": Failure, "b": Running}, want: Running, log: "a.start b.start"},
				{set: S{"a": Success}, want: Running, log: "b.tick"},
				{set: S{"b": Failure}, want: Failure, log: "b.tick"},
				{want: Success, log: "a.start"},
			},
		},
		{
			name: "reactive selector: a higher-priority branch that runs halts the lower one after its tick",
			root: func() *Node[*probe] {
				return ReactiveSelector("root",
					ReactiveSequence("attack", cond("inRange"), act("strike")),
					ReactiveSequence("chase", cond("sees"), act("move")),
					act("home"))
			},
			steps: []step{
				{set: S{"inRange": Failure, "sees": Failure, "home": Running}, want: Running, log: "inRange? sees? home.start"},
				{set: S{"sees": Success, "move": Running}, want: Running, log: "inRange? sees? move.start home.halt"},
				{want: Running, log: "inRange? sees? move.tick"},
				{set: S{"inRange": Success, "strike": Running}, want: Running, log: "inRange? strike.start move.halt"},
				{want: Running, log: "inRange? strike.tick"},
				{set: S{"inRange": Failure}, want: Running, log: "inRange? strike.halt sees? move.start"},
				{set: S{"sees": Failure, "home": Success}, want: Success, log: "inRange? sees? move.halt home.start"},
			},
		},
		{
			name: "a memoryful sequence under a reactive selector resumes without re-checking its condition",
			root: func() *Node[*probe] {
				return ReactiveSelector("root", Sequence("chase", cond("sees"), act("move")), act("home"))
			},
			steps: []step{
				{set: S{"move": Running}, want: Running, log: "sees? move.start"},
				{set: S{"sees": Failure}, want: Running, log: "move.tick"},
			},
		},
		{
			name: "reactive selector: a higher branch that succeeds halts the running lower one",
			root: func() *Node[*probe] { return ReactiveSelector("root", cond("done"), act("work")) },
			steps: []step{
				{set: S{"done": Failure, "work": Running}, want: Running, log: "done? work.start"},
				{set: S{"done": Success}, want: Success, log: "done? work.halt"},
			},
		},
		{
			name: "reactive selector: a higher branch failing on conditions does not disturb the running one",
			root: func() *Node[*probe] {
				return ReactiveSelector("root", Sequence("hi", cond("c1"), act("x")), act("work"))
			},
			steps: []step{
				{set: S{"c1": Failure, "work": Running}, want: Running, log: "c1? work.start"},
				{want: Running, log: "c1? work.tick"},
			},
		},
		{
			name: "parallel: succeeds at its threshold and halts the rest",
			root: func() *Node[*probe] { return Parallel("par", 1, 2, act("a"), act("b")) },
			steps: []step{
				{set: S{"a": Running, "b": Running}, want: Running, log: "a.start b.start"},
				{set: S{"b": Success}, want: Success, log: "a.tick b.tick a.halt"},
			},
		},
		{
			name: "parallel: finished children are not ticked again until it finishes",
			root: func() *Node[*probe] { return Parallel("par", 2, 1, act("a"), act("b")) },
			steps: []step{
				{set: S{"a": Success, "b": Running}, want: Running, log: "a.start b.start"},
				{want: Running, log: "b.tick"},
				{set: S{"b": Success}, want: Success, log: "b.tick"},
				{want: Success, log: "a.start b.start"},
			},
		},
		{
			name: "parallel: fails at its failure threshold and halts the rest",
			root: func() *Node[*probe] { return Parallel("par", 2, 1, act("a"), act("b"), act("c")) },
			steps: []step{
				{set: S{"a": Running, "b": Running, "c": Running}, want: Running, log: "a.start b.start c.start"},
				{set: S{"b": Failure}, want: Failure, log: "a.tick b.tick a.halt c.halt"},
			},
		},
		{
			name: "parallel: fails once success is out of reach",
			root: func() *Node[*probe] { return Parallel("par", 3, 3, act("a"), act("b"), act("c")) },
			steps: []step{
				{set: S{"a": Failure, "b": Running, "c": Running}, want: Failure, log: "a.start"},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { play(t, tc.root(), tc.steps) })
	}
}
