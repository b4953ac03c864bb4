package ai

// ForgetSums makes the next Count sum up every enemy's decision afresh, as
// after a jump in time: for tests that check the sums Count keeps up to date
// against sums made from scratch.
func (m *Minds) ForgetSums() { m.sums.tick = 0 }

// RenamesOnly reports whether a tree of shape to is one of shape from with
// nodes renamed, and nothing else (see SetTree).
var RenamesOnly = renamesOnly
