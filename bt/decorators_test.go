package bt

import "testing"

func TestDecorators(t *testing.T) {
	tests := []struct {
		name  string
		root  func() *Node[*probe]
		steps []step
	}{
		{
			name: "guard ticks its child while the condition holds and halts it when it fails",
			root: func() *Node[*probe] {
				return Guard("guard", func(p *probe) bool { return p.result("open") == Success }, act("a"))
			},
			steps: []step{
				{set: S{"a": Running}, want: Running, log: "a.start"},
				{want: Running, log: "a.tick"},
				{set: S{"open": Failure}, want: Failure, log: "a.halt"},
				{want: Failure, log: ""},
				{set: S{"open": Success, "a": Success}, want: Success, log: "a.start"},
			},
		},
		{
			name: "inverter swaps success and failure, passes running",
			root: func() *Node[*probe] { return Inverter("not", act("a")) },
			steps: []step{
				{want: Failure, log: "a.start"},
				{set: S{"a": Failure}, want: Success, log: "a.start"},
				{set: S{"a": Running}, want: Running, log: "a.start"},
			},
		},
		{
			name: "force success and force failure",
			root: func() *Node[*probe] {
				return Sequence("both", ForceSuccess("fs", act("a")), ForceFailure("ff", act("b")))
			},
			steps: []step{
				{set: S{"a": Failure}, want: Failure, log: "a.start b.start"},
				{set: S{"a": Running}, want: Running, log: "a.start"},
			},
		},
		{
			name: "repeat runs its child n times, one run per tick",
			root: func() *Node[*probe] { return Repeat("thrice", 3, act("a")) },
			steps: []step{
				{want: Running, log: "a.start"},
				{want: Running, log: "a.start"},
				{want: Success, log: "a.start"},
				{want: Running, log: "a.start"},
			},
		},
		{
			name: "repeat fails on the first failure and starts counting over",
			root: func() *Node[*probe] { return Repeat("twice", 2, act("a")) },
			steps: []step{
				{want: Running, log: "a.start"},
				{set: S{"a": Failure}, want: Failure, log: "a.start"},
				{set: S{"a": Success}, want: Running, log: "a.start"},
				{want: Success, log: "a.start"},
			},
		},
		{
			name: "retry retries after failure up to n attempts",
			root: func() *Node[*probe] { return RetryUntilSuccess("retry", 2, act("a")) },
			steps: []step{
				{set: S{"a": Failure}, want: Running, log: "a.start"},
				{want: Failure, log: "a.start"},
				{want: Running, log: "a.start"},
				{set: S{"a": Success}, want: Success, log: "a.start"},
			},
		},
		{
			name: "cooldown blocks its child for exactly n ticks after it finishes",
			root: func() *Node[*probe] { return Cooldown("cd", 3, act("a")) },
			steps: []step{
				{want: Success, log: "a.start"},
				{want: Failure, log: ""},
				{want: Failure, log: ""},
				{want: Failure, log: ""},
				{want: Success, log: "a.start"},
			},
		},
		{
			name: "cooldown of one tick blocks one tick",
			root: func() *Node[*probe] { return Cooldown("cd", 1, act("a")) },
			steps: []step{
				{want: Success, log: "a.start"},
				{want: Failure, log: ""},
				{want: Success, log: "a.start"},
			},
		},
		{
			name: "cooldown lets a running child run, then cools down",
			root: func() *Node[*probe] { return Cooldown("cd", 2, act("a")) },
			steps: []step{
				{set: S{"a": Running}, want: Running, log: "a.start"},
				{set: S{"a": Failure}, want: Failure, log: "a.tick"},
				{want: Failure, log: ""},
				{want: Failure, log: ""},
				{want: Failure, log: "a.start"},
			},
		},
		{
			name: "timeout halts a child that runs too long",
			root: func() *Node[*probe] { return Timeout("to", 2, act("a")) },
			steps: []step{
				{set: S{"a": Running}, want: Running, log: "a.start"},
				{want: Running, log: "a.tick"},
				{want: Failure, log: "a.halt"},
				{want: Running, log: "a.start"},
			},
		},
		{
			name: "timeout passes a child that finishes in time",
			root: func() *Node[*probe] { return Timeout("to", 5, act("a")) },
			steps: []step{
				{set: S{"a": Running}, want: Running, log: "a.start"},
				{set: S{"a": Success}, want: Success, log: "a.tick"},
			},
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { play(t, tc.root(), tc.steps) })
	}
}
