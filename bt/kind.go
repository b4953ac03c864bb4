package bt

// Kind names what a node does: which composite, decorator or leaf it is.
type Kind uint8

// The node kinds. Each has a builder function of the same name.
//
// The order matters: IsLeaf, IsComposite, IsDecorator and hasMemo test ranges
// of these constants, so a new kind goes in its family's range, and a
// decorator with a counter or deadline among the last ones.
const (
	KindCondition Kind = iota
	KindAction
	KindStatefulAction
	KindSequence
	KindReactiveSequence
	KindSelector
	KindReactiveSelector
	KindParallel
	KindGuard
	KindInverter
	KindForceSuccess
	KindForceFailure
	KindRepeat
	KindRetryUntilSuccess
	KindCooldown
	KindTimeout
)

var kindNames = [...]string{
	KindCondition:         "condition",
	KindAction:            "action",
	KindStatefulAction:    "stateful action",
	KindSequence:          "sequence",
	KindReactiveSequence:  "reactive sequence",
	KindSelector:          "selector",
	KindReactiveSelector:  "reactive selector",
	KindParallel:          "parallel",
	KindGuard:             "guard",
	KindInverter:          "inverter",
	KindForceSuccess:      "force success",
	KindForceFailure:      "force failure",
	KindRepeat:            "repeat",
	KindRetryUntilSuccess: "retry until success",
	KindCooldown:          "cooldown",
	KindTimeout:           "timeout",
}

// String returns the kind in lower case words, for example "reactive selector".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "invalid"
}

// IsLeaf reports whether nodes of this kind have no children: conditions and
// actions.
func (k Kind) IsLeaf() bool { return k <= KindStatefulAction }

// IsComposite reports whether nodes of this kind have one or more children
// chosen among by the node: sequences, selectors and parallels.
func (k Kind) IsComposite() bool { return k >= KindSequence && k <= KindParallel }

// IsDecorator reports whether nodes of this kind wrap exactly one child.
func (k Kind) IsDecorator() bool { return k >= KindGuard && k <= KindTimeout }

// hasMemo reports whether a node of this kind keeps one 32-bit word of
// per-instance memory besides its status: a counter or a deadline.
func (k Kind) hasMemo() bool { return k >= KindRepeat && k <= KindTimeout }

// goOn returns the status of a child that makes a sequence (Success) or
// selector (Failure) tick its next child, or Idle for other kinds.
func (k Kind) goOn() Status {
	switch k {
	case KindSequence, KindReactiveSequence:
		return Success
	case KindSelector, KindReactiveSelector:
		return Failure
	}
	return Idle
}
